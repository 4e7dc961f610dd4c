struct s { int a, b; };
static int a[] = { 1, 2, 3 };
static int b[] = { [5] = 1 };
static int c[] = { [1 ... 3] = 1, 5 };
static char d[] = "abc";
static char e[] = { "abc" };
static int f[] = { [2] = 1, [0] = 2 };
static char g[] = L"abc";
_Static_assert(sizeof(a) == 3 * sizeof(int), "a");
_Static_assert(sizeof(b) == 6 * sizeof(int), "b");
_Static_assert(sizeof(c) == 5 * sizeof(int), "c");
_Static_assert(sizeof(d) == 4, "d");
_Static_assert(sizeof(e) == 4, "e");
_Static_assert(sizeof(f) == 3 * sizeof(int), "f");
_Static_assert(sizeof(g) == 4, "g");
/*
 * check-name: an array of unknown size gets it from its initializer
 * check-command: sparse $file
 *
 * check-error-start
eval/init/implicit-size.c:8:19: warning: too long initializer-string for array of char
 * check-error-end
 */
