\\
u00e9 a\u\
00\
e9 1\\
u00e9
/*
 * check-name: a backslash-newline may even cut a universal character name
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 ident \u00e9
2:7 ident a\u00e9
4:4 number 1\u00e9
 * check-output-end
 */
