/*
 * check-name: a function body cut short (the tags come first: the end of input matters)
 *
 * check-error-start
robust/unterminated-function.c:17:0: error: Expected ; at end of statement
robust/unterminated-function.c:17:0: error: got end-of-input
robust/unterminated-function.c:17:0: error: Expected } at end of compound statement
robust/unterminated-function.c:17:0: error: got end-of-input
robust/unterminated-function.c:17:0: error: Expected } at end of function
robust/unterminated-function.c:17:0: error: got end-of-input
 * check-error-end
 */
static int f(void)
{
	if (1) {
		return 1
