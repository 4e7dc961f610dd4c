_Static_assert((unsigned long)-1 == 0xffffffffUL, "ulong -1 is 32 bits");
_Static_assert((unsigned long)-1 == 0xffffffffffffffffUL, "ulong -1 is 64 bits");
/*
 * check-name: (unsigned long)-1 folds to the width of long (-m32)
 * check-command: sparse -m32 $file
 *
 * check-error-start
expand/cast-fold-ulong-minus-one-m32.c:2:34: error: static assertion failed: "ulong -1 is 64 bits"
 * check-error-end
 */
