/*
 * check-name: macro arguments never closed (the tags come first: the end of input matters)
 *
 * check-error-start
robust/unterminated-macro-args.c:12:16: error: macro "M" passed 2 arguments, but takes just 1
robust/unterminated-macro-args.c:13:0: error: Expected ; at end of declaration
robust/unterminated-macro-args.c:13:0: error: got end-of-input
robust/unterminated-macro-args.c:12:16: error: undefined identifier 'M'
 * check-error-end
 */
#define M(a) a
static int x = M(1, (2
