ab\  
cd
/*
 * check-name: a backslash, spaces, then a newline is no splice (as sparse; gcc differs)
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 ident ab
1:3 error \
2:1 ident cd
 * check-output-end
 */
