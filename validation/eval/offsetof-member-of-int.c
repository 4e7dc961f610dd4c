static void f(void)
{
	(void)__builtin_offsetof(struct { int a; }, a.b);
}
/*
 * check-name: offsetof of a member of an int member
 * check-command: sparse $file
 *
 * check-error-start
eval/offsetof-member-of-int.c:3:55: error: expected structure or union
 * check-error-end
 */
