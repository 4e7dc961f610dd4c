static int f(int x, unsigned long l, const char *s)
{
	char buf[8];

	if (__builtin_expect(!!x, 1))
		x++;
	__builtin_memcpy(buf, s, sizeof(buf));
	__builtin_memset(buf, 0, sizeof(buf));
	x += __builtin_constant_p(x) + __builtin_clz(x) + __builtin_ctzl(l);
	x += __builtin_popcount(x) + __builtin_ffs(x);
	x += __builtin_types_compatible_p(int, unsigned int);
	x += __builtin_strlen(s) + __builtin_bswap32(x);
	if (!s)
		__builtin_unreachable();
	return x + buf[0] + (int)__builtin_choose_expr(1, 2, 3.0);
}
/*
 * check-name: common builtins are silent
 * check-command: sparse $file
 */
