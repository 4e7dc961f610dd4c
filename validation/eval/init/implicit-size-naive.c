struct s { int a, b; };
static struct s a[] = { 1, 2, 3 };
static struct s b[] = { [1].b = 1, 2, 3 };
static char c[] = { "abc", "def" };
_Static_assert(sizeof(a) == 3 * sizeof(struct s), "a");
_Static_assert(sizeof(b) == 4 * sizeof(struct s), "b");
/*
 * check-name: sparse counts the top-level entries for an array's size
 * check-command: sparse $file
 *
 * check-error-start
eval/init/implicit-size-naive.c:2:25: warning: missing braces around initializer
eval/init/implicit-size-naive.c:2:31: warning: missing braces around initializer
eval/init/implicit-size-naive.c:3:36: warning: missing braces around initializer
eval/init/implicit-size-naive.c:4:21: warning: incorrect type in initializer (different base types)
eval/init/implicit-size-naive.c:4:21:    expected char
eval/init/implicit-size-naive.c:4:21:    got char *
eval/init/implicit-size-naive.c:4:28: warning: incorrect type in initializer (different base types)
eval/init/implicit-size-naive.c:4:28:    expected char
eval/init/implicit-size-naive.c:4:28:    got char *
 * check-error-end
 */
