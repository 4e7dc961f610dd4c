typedef int vec[];
static vec a = { 1, 2 };
static vec b = { 1, 2, 3 };
_Static_assert(sizeof(a) == 2 * sizeof(int), "a");
_Static_assert(sizeof(b) == 3 * sizeof(int), "b");
/*
 * check-name: objects of one incomplete array typedef get sizes of their own
 * check-command: sparse $file
 */
