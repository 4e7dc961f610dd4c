struct S { int a; int b; };
static int f(void)
{
	struct S s = { 1, 0 };

	s.b++;
	return 1 / s.b;
}
/*
 * check-name: a member written makes the object unknown
 */
