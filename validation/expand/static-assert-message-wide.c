_Static_assert(0, L"wide");
/*
 * check-name: _Static_assert with a wide string message
 *
 * check-error-start
expand/static-assert-message-wide.c:1:16: error: static assertion failed: "wide"
 * check-error-end
 */
