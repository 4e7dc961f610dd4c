static int g;
static int x1 = g;
static int *x2 = &g;
static int x3[2] = { 1, g };
static struct { int a; } x4 = { g + 1 };
int f(int a);
int f(int a)
{
	int y = a;
	static int z = 1;
	static int w = a;

	return y + z + w;
}
/*
 * check-name: -Wconstexpr-not-const: non-constant values for static objects
 * check-command: sparse -Wconstexpr-not-const $file
 *
 * check-error-start
eval/init/nonconst-static.c:2:17: warning: non-constant initializer for static object
eval/init/nonconst-static.c:4:25: warning: non-constant initializer for static object
eval/init/nonconst-static.c:5:35: warning: non-constant initializer for static object
eval/init/nonconst-static.c:11:24: warning: non-constant initializer for static object
 * check-error-end
 */
