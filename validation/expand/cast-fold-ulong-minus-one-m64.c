_Static_assert((unsigned long)-1 == 0xffffffffUL, "ulong -1 is 32 bits");
_Static_assert((unsigned long)-1 == 0xffffffffffffffffUL, "ulong -1 is 64 bits");
/*
 * check-name: (unsigned long)-1 folds to the width of long (-m64)
 * check-command: sparse -m64 $file
 *
 * check-error-start
expand/cast-fold-ulong-minus-one-m64.c:1:34: error: static assertion failed: "ulong -1 is 32 bits"
 * check-error-end
 */
