inline int used_by_address(int x)
{
	return x;
}
inline int unused(int x)
{
	return x;
}
inline int called(int x)
{
	return x;
}
static int (*const fp)(int) = used_by_address;

static int f(void)
{
	return called(1) + fp(2);
}
/*
 * check-name: -Wdecl and non-static inline functions, used or not
 * check-command: sparse $file
 *
 * check-error-start
eval/not-declared-inline.c:1:12: warning: symbol 'used_by_address' was not declared. Should it be static?
 * check-error-end
 */
