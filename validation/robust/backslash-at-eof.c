/*
 * check-name: a backslash as the last byte of input (the tags come first)
 *
 * check-error-start
robust/backslash-at-eof.c:10:14: warning: missing identifier in declaration
robust/backslash-at-eof.c:10:14: error: Expected ; at the end of type declaration
robust/backslash-at-eof.c:10:14: error: got \
 * check-error-end
 */
static int x;\