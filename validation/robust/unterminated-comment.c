/*
 * check-name: a comment never closed (the tags come first: the end of input matters)
 *
 * check-error-start
robust/unterminated-comment.c:11:0: warning: End of file in the middle of a comment
 * check-error-end
 */
static int x;
/* never closed
int y;
