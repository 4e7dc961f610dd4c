_Static_assert(__builtin_isdigit('1'), "digit");
_Static_assert(!__builtin_isdigit('a'), "letter");
_Static_assert(!__builtin_isdigit(0), "nul");
/*
 * check-name: __builtin_isdigit folds a constant
 */
