static int f(double d, float x, long double l)
{
	return __builtin_isnan(d) + __builtin_isinf(x) + __builtin_isfinite(l) +
	       __builtin_isnormal(2.0f) + __builtin_signbit(d) +
	       __builtin_isinf_sign(d);
}
/*
 * check-name: the floating-point classification builtins on floats are silent
 * check-command: sparse $file
 */
