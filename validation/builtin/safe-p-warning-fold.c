static int v;
static struct s { int a; } s;

_Static_assert(__builtin_safe_p(v) == 1, "safe_p");
_Static_assert(__builtin_safe_p() == 1, "safe_p()");
_Static_assert(__builtin_warning(v, s) == 1, "warning");
/*
 * check-name: __builtin_safe_p and __builtin_warning are always 1
 */
