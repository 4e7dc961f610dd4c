a 'b
c u8'\'
d
/*
 * check-name: a character constant without its closing quote ends at the newline
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 ident a
1:3 char 'b'
2:1 ident c
2:3 utf8-char u8'\''
3:1 ident d
 * check-output-end
 *
 * check-error-start
tokenize/missing-terminating-apostrophe.c:2:0: warning: missing terminating ' character
tokenize/missing-terminating-apostrophe.c:3:0: warning: missing terminating ' character
 * check-error-end
 */
