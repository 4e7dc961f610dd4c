static void f(void)
{
}
static int k(int a)
{
	int y = (f(), 1);

	(void)a;
	(void)f();
	a ? f() : f();
	return y;
}
/*
 * check-name: a void call on the left of a comma and cast to void is silent
 * check-command: sparse $file
 */
