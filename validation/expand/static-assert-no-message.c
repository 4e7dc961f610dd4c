_Static_assert(1);
_Static_assert(0);
/*
 * check-name: _Static_assert without a message
 *
 * check-error-start
expand/static-assert-no-message.c:2:16: error: static assertion failed
 * check-error-end
 */
