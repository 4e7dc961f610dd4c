_Static_assert(sizeof(long double) == 16, "long double 16");
_Static_assert(_Alignof(long long) == 8, "align ll 8");
_Static_assert(_Alignof(double) == 8, "align double 8");
/*
 * check-name: long double size, long long and double alignment (-m64)
 * check-command: sparse -m64 $file
 */
