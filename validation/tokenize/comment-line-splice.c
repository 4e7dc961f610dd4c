a // b \
c
d
/*
 * check-name: a backslash-newline continues a line comment
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 ident a
3:1 ident d
 * check-output-end
 */
