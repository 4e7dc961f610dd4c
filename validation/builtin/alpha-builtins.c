static long f(long a, long b)
{
	return __builtin_alpha_cmpbge(a, b) + __builtin_alpha_extbl(a, b) +
	       __builtin_alpha_extwl(a, b) + __builtin_alpha_insbl(a, b) +
	       __builtin_alpha_inswl(a, b) + __builtin_alpha_insql(a, b) +
	       __builtin_alpha_inslh(a, b);
}
/*
 * check-name: alpha's built-ins
 * check-command: sparse --arch=alpha $file
 */
