static char *s = "never closed
;

/*
 * check-name: a string literal never closed
 *
 * check-error-start
robust/unterminated-string.c:2:0: warning: missing terminating " character
 * check-error-end
 */
