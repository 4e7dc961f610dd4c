enum e { X };
_Static_assert(__builtin_types_compatible_p(typeof(X), int), "");
/*
 * check-name: an enumerator of an unsigned enum has type int
 */
