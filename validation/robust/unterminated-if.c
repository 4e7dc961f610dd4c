/*
 * check-name: #if never closed by #endif (the tags come first: the end of input matters)
 *
 * check-error-start
robust/unterminated-if.c:8:2: error: unterminated preprocessor conditional
 * check-error-end
 */
#if 1
static int x;
