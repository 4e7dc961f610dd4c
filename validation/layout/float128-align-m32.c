struct s { char c; _Float128 f; };
_Static_assert(sizeof(_Float128) == 16 && _Alignof(_Float128) == 16, "f128");
_Static_assert(_Alignof(_Float64x) == 4 && sizeof(_Float64x) == 12, "f64x");
_Static_assert(sizeof(struct s) == 32, "s");
/*
 * check-name: _Float128 is aligned to 16 on every target
 * check-command: sparse -m32 $file
 */
