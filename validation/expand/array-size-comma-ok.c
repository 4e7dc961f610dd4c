static int a[(1, 2)];
_Static_assert(sizeof(a) == 8, "");
/*
 * check-name: an array size may be a comma expression
 */
