_Static_assert(__builtin_constant_p(), "no argument");
_Static_assert(__builtin_constant_p(1, 2), "two arguments");
/*
 * check-name: __builtin_constant_p takes any number of arguments
 */
