/*
 * check-name: end of file inside a block comment
 * check-command: test-lexing -T $file
 *
 * check-output-start
13:1 ident x
 * check-output-end
 *
 * check-error-start
tokenize/unterminated-comment.c:14:0: warning: End of file in the middle of a comment
 * check-error-end
 */
x /* never closed
