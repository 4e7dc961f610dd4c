extern int __attribute__((noderef, address_space(1))) *up;
static inline int g(int a)
{
	return a + *up;
}
static inline int g2(int a)
{
	return a + (1 << 40) + (char)1000;
}
static inline int g3(int a)
{
	return a + (int)(void *)up;
}
static inline int g4(int a)
{
	return a + b;
}
int f(int a) { return g(a) + g2(a) + g3(a) + g4(a); }
int h(int a) { return g(a) + g2(a) + g3(a) + g4(a); }
/*
 * check-name: an inline body's parts without its own symbols are shared by its copies and said once, as sparse
 *
 * check-error-start
inline/shared-nodes-said-once.c:18:5: warning: symbol 'f' was not declared. Should it be static?
inline/shared-nodes-said-once.c:19:5: warning: symbol 'h' was not declared. Should it be static?
inline/shared-nodes-said-once.c:4:21: warning: dereference of noderef expression
inline/shared-nodes-said-once.c:8:38: warning: cast truncates bits from constant value (3e8 becomes e8)
inline/shared-nodes-said-once.c:12:26: warning: cast removes address space '<asn:1>' of expression
inline/shared-nodes-said-once.c:16:20: error: undefined identifier 'b'
 * check-error-end
 */
