static int g(int);

static void f(void)
{
	int x = (int)f();

	x += sizeof(g) + sizeof(f()) + sizeof(g(1));
	(void)x;
}
/*
 * check-name: casting a void call to int and sizeof of calls are silent
 * check-command: sparse $file
 */
