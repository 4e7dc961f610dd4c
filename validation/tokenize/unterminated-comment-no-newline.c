/*
 * check-name: end of file inside a block comment, on an odd column without newline
 * check-command: test-lexing -T $file
 *
 * check-output-start
14:1 ident x
 * check-output-end
 *
 * check-error-start
tokenize/unterminated-comment-no-newline.c:14:7: warning: no newline at end of file
tokenize/unterminated-comment-no-newline.c:14:7: warning: End of file in the middle of a comment
 * check-error-end
 */
x /* ab