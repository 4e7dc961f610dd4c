struct s { int a; char b[4]; };
_Static_assert(__builtin_offsetof(struct s, b[2]) == 6, "offset");
static int f(void)
{
	return 0;
}
/*
 * check-name: __builtin_offsetof is an integer constant
 * check-command: sparse $file
 */
