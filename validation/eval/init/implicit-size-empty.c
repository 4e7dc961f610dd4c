static int a[] = { };
_Static_assert(sizeof(a) == 0, "a");
/*
 * check-name: an empty list gives an array of unknown size no elements
 * check-command: sparse $file
 */
