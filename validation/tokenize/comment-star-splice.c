a /* b *\
/ c
/*
 * check-name: a block comment ends at * backslash-newline /
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 ident a
2:3 ident c
 * check-output-end
 */
