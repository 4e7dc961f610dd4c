_Static_assert(sizeof(_Float16) == 2 && sizeof(_Float128) == 16, "floats");
_Static_assert(sizeof(_Complex float) == 8, "cf");
_Static_assert(sizeof(_Complex double) == 16, "cd");
_Static_assert(sizeof(_Complex long double) == 32, "cld");
/*
 * check-name: _Complex and _FloatN sizes, as GCC lays them out on x86_64 (C23 here: sparse has no _Complex)
 * check-command: sparse --arch=x86_64 -std=gnu23 $file
 * check-note: sparse 0.6.4 knows neither; verified with gcc -fsyntax-only
 */
