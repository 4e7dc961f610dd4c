_Static_assert(0, "concat" "enated");
/*
 * check-name: _Static_assert message from adjacent strings
 *
 * check-error-start
expand/static-assert-message-concatenated.c:1:16: error: static assertion failed: "concatenated"
 * check-error-end
 */
