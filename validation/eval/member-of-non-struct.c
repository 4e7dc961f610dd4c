static int f(int i)
{
	return i.a;
}
/*
 * check-name: . on an int
 * check-command: sparse $file
 *
 * check-error-start
eval/member-of-non-struct.c:3:17: error: expected structure or union
 * check-error-end
 */
