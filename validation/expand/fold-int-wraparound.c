_Static_assert(-2147483647 - 1 < 0, "int min");
_Static_assert((-2147483647 - 1) / -1 < 0, "int min / -1");
_Static_assert(65536 * 65536 == 0, "wraps");
_Static_assert(4294967295u + 1 == 0, "unsigned wraps");
/*
 * check-name: integer constant folding wraps, INT_MIN / -1 overflows
 *
 * check-error-start
expand/fold-int-wraparound.c:2:34: warning: constant integer operation overflow
expand/fold-int-wraparound.c:2:39: error: bad constant expression
 * check-error-end
 */
