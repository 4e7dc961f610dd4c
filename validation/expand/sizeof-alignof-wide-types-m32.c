_Static_assert(sizeof(long double) == 16, "long double 16");
_Static_assert(_Alignof(long long) == 8, "align ll 8");
_Static_assert(_Alignof(double) == 8, "align double 8");
/*
 * check-name: long double size, long long and double alignment (-m32)
 * check-command: sparse -m32 $file
 *
 * check-error-start
expand/sizeof-alignof-wide-types-m32.c:1:36: error: static assertion failed: "long double 16"
expand/sizeof-alignof-wide-types-m32.c:2:36: error: static assertion failed: "align ll 8"
expand/sizeof-alignof-wide-types-m32.c:3:33: error: static assertion failed: "align double 8"
 * check-error-end
 */
