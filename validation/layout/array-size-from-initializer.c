static int a[] = { 1, 2, 3 };
static char s[] = "abcd";
static int d[] = { [5] = 1, 2 };
_Static_assert(sizeof(a) == 12, "a");
_Static_assert(sizeof(s) == 5, "s");
_Static_assert(sizeof(d) == 28, "d");
/*
 * check-name: sizeof an array sized by its initializer, at parse time
 */
