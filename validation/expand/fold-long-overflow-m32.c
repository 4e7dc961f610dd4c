_Static_assert(0x7fffffffL + 1 > 0, "long overflow");
/*
 * check-name: 0x7fffffffL + 1 overflows only a 32-bit long (-m32)
 * check-command: sparse -m32 $file
 *
 * check-error-start
expand/fold-long-overflow-m32.c:1:32: error: static assertion failed: "long overflow"
 * check-error-end
 */
