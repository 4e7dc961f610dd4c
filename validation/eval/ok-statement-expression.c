#define max(a, b) ({ typeof(a) _a = (a); typeof(b) _b = (b); _a > _b ? _a : _b; })

static int f(int x, int y)
{
	int z = ({ int t = x * 2; t + 1; });
	typeof(z) w = max(x, y);
	__typeof__(&w) pw = &w;

	return z + *pw + ({ 3; });
}
/*
 * check-name: statement expressions and typeof are silent
 * check-command: sparse $file
 */
