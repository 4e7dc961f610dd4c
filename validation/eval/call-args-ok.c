extern int var(const char *fmt, ...);
extern void take_l(long x);
extern void take_d(double d);
extern void take_c(char c);

static int f(char c, short s, float x, long l)
{
	take_l(c);
	take_l(s);
	take_d(x);
	take_d(1);
	take_c(l);
	return var("%d %d", 1, 2);
}
/*
 * check-name: variadic extras and default conversions of arguments are silent
 * check-command: sparse $file
 */
