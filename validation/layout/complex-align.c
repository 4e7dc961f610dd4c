_Static_assert(_Alignof(_Complex float) == 4, "cf");
_Static_assert(_Alignof(_Complex double) == 8, "cd");
_Static_assert(_Alignof(_Complex long double) == 16, "cld");
/*
 * check-name: a _Complex is aligned as its real part, as GCC has it
 * check-command: sparse --arch=x86_64 -std=gnu23 $file
 * check-note: sparse 0.6.4 knows no _Complex; verified with gcc -fsyntax-only
 * check-note: parsing/complex-types.c records .align 16 and 8 for now
 * check-known-to-fail
 */
