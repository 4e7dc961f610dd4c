_Static_assert(__builtin_expect(1, 1), "");
/*
 * check-name: __builtin_expect folded is an integer constant
 */
