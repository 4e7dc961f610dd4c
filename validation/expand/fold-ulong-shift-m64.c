_Static_assert(~0UL >> 63 == 1, "ulong 64 bits");
_Static_assert(~0UL >> 31 == 1, "ulong 32 bits");
/*
 * check-name: ~0UL shifted by 31 and 63 (-m64)
 * check-command: sparse -m64 $file
 *
 * check-error-start
expand/fold-ulong-shift-m64.c:2:27: error: static assertion failed: "ulong 32 bits"
 * check-error-end
 */
