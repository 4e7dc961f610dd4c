_Static_assert(0, "");
_Static_assert(0, "esc\n\"q\"\t");
/*
 * check-name: _Static_assert message printed with its escapes
 *
 * check-error-start
expand/static-assert-message-escapes.c:1:16: error: static assertion failed: ""
expand/static-assert-message-escapes.c:2:16: error: static assertion failed: "esc\n\"q\"\t"
 * check-error-end
 */
