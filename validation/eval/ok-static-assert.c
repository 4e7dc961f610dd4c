struct s { int a; char b; };
_Static_assert(sizeof(struct s) == 8, "size");
_Static_assert(sizeof(int) * 2 == sizeof(long), "long");

static int f(void)
{
	_Static_assert(__alignof__(struct s) == 4, "align");
	return 0;
}
/*
 * check-name: true static assertions and sizeof in constants are silent
 * check-command: sparse $file
 */
