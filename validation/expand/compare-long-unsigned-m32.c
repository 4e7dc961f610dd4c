_Static_assert(-1L < 0U, "long vs unsigned");
_Static_assert(-1L > 0UL, "long vs ulong");
/*
 * check-name: long against unsigned: the usual conversions by width (-m32)
 * check-command: sparse -m32 $file
 *
 * check-error-start
expand/compare-long-unsigned-m32.c:1:20: error: static assertion failed: "long vs unsigned"
 * check-error-end
 */
