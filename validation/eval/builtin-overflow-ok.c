static int f(int a, long b, unsigned int *r, unsigned char *c)
{
	return __builtin_add_overflow(a, b, r) +
	       __builtin_mul_overflow(a, 3, c) +
	       __builtin_sub_overflow_p(a, b, (short)0);
}
/*
 * check-name: the overflow builtins with integer arguments are silent
 * check-command: sparse $file
 */
