struct s { char c; int i; };
_Static_assert(sizeof(struct s) == 8, "s");
_Static_assert(sizeof(int[3][2]) == 24, "a");
_Static_assert(sizeof("abc") == 4, "str");
static int f(void)
{
	return 0;
}
/*
 * check-name: sizeof of arrays and structs
 * check-command: sparse $file
 */
