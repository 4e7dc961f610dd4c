inline int used_by_address(int x)
{
	return x;
}
int glob1;
static int *y(void) { return 0; }
inline int called(int x)
{
	return x;
}
static int (*const fp)(int) = used_by_address;
int glob2;
static inline int st(int x) { return x; }
static int (*const fs)(int) = st;
inline int addr_in_fn(int x) { return x; }
static int f(void)
{
	int (*p)(int) = addr_in_fn;
	return called(1) + fp(2) + p(1);
}
extern inline int ext(int x) { return x; }
static int (*const fe)(int) = ext;
/*
 * check-name: -Wdecl: an address-taken non-static inline is reported after the file's symbols, with its body
 *
 * check-error-start
eval/not-declared-inline-address-order.c:5:5: warning: symbol 'glob1' was not declared. Should it be static?
eval/not-declared-inline-address-order.c:6:30: warning: Using plain integer as NULL pointer
eval/not-declared-inline-address-order.c:12:5: warning: symbol 'glob2' was not declared. Should it be static?
eval/not-declared-inline-address-order.c:1:12: warning: symbol 'used_by_address' was not declared. Should it be static?
eval/not-declared-inline-address-order.c:15:12: warning: symbol 'addr_in_fn' was not declared. Should it be static?
eval/not-declared-inline-address-order.c:21:19: warning: symbol 'ext' was not declared. Should it be static?
 * check-error-end
 */
