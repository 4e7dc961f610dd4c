static int v;
_Static_assert(__builtin_popcount(v) == 0, "");
/*
 * check-name: __builtin_popcount of a variable is no constant
 *
 * check-error-start
builtin/bit-ops-not-constant.c:2:38: error: bad constant expression
 * check-error-end
 */
