_Static_assert(~0UL >> 63 == 1, "ulong 64 bits");
_Static_assert(~0UL >> 31 == 1, "ulong 32 bits");
/*
 * check-name: ~0UL shifted by 31 and 63 (-m32)
 * check-command: sparse -m32 $file
 *
 * check-error-start
expand/fold-ulong-shift-m32.c:1:27: error: bad constant expression
 * check-error-end
 */
