static int x = (-2147483647 - 1) / -1;
static int y = (-2147483647 - 1) % -1;
static long z = (-2147483647 - 1) / -1L;
/*
 * check-name: INT_MIN / -1 overflows
 *
 * check-error-start
expand/division-overflow.c:1:34: warning: constant integer operation overflow
expand/division-overflow.c:2:34: warning: constant integer operation overflow
 * check-error-end
 */
