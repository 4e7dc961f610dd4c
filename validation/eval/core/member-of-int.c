static int f(int x)
{
	return x.a;
}
/*
 * check-name: a member of an int
 * check-command: sparse $file
 *
 * check-error-start
eval/core/member-of-int.c:3:17: error: expected structure or union
 * check-error-end
 */
