struct pt { int x, y; };
static struct pt mk(int a) { return (struct pt){ a, a }; }
static int f(int a)
{
	struct pt p = ({ struct pt t = mk(a); t; });
	int arr[] = { [0 ... 2] = a };
	static const struct pt origin = { 0 };
	static struct pt *const porig = (struct pt *)&origin;
	return p.x + arr[2] + porig->y + ({ int z = a; z; }) + mk(a).y;
}
static int g(void)
{
	return __builtin_choose_expr(sizeof(int) == 4, 1, (void)0) + __builtin_choose_expr(0, (void)0, 2);
}
/*
 * check-name: struct values from calls, statement expressions and choose_expr are silent
 * check-command: sparse $file
 */
