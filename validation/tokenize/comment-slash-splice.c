a /\
* b */ c /\
/ d
e
/*
 * check-name: / backslash-newline * starts a comment; / backslash-newline / too
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 ident a
2:8 ident c
4:1 ident e
 * check-output-end
 */
