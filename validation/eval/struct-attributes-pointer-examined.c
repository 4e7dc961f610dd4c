struct A { int a; } __attribute__((noderef)) *p, *p2;
struct B { int a; } __attribute__((address_space(1)));
struct B *q, *q2, *q3, *q4;
static void *v = &q;
static int f(void)
{
	struct A s = *p;
	int x = p[1].a;
	struct A t = *p;
	void *w = q;
	return x + s.a + t.a + (q2 == q3) + (int)(long)(char *)q4 + !w;
}
static int g(void)
{
	struct A t = *p2;
	return t.a;
}
/*
 * check-name: a pointer to a struct with noderef or an address space after its body has them once its target is examined (an assignment's check, pointer arithmetic, comparison, cast), not before: *p reads it whole without a warning until then, p->a warns by its member's
 * check-command: sparse $file
 *
 * check-error-start
eval/struct-attributes-pointer-examined.c:1:46: warning: symbol 'p' was not declared. Should it be static?
eval/struct-attributes-pointer-examined.c:1:50: warning: symbol 'p2' was not declared. Should it be static?
eval/struct-attributes-pointer-examined.c:3:10: warning: symbol 'q' was not declared. Should it be static?
eval/struct-attributes-pointer-examined.c:3:14: warning: symbol 'q2' was not declared. Should it be static?
eval/struct-attributes-pointer-examined.c:3:19: warning: symbol 'q3' was not declared. Should it be static?
eval/struct-attributes-pointer-examined.c:3:24: warning: symbol 'q4' was not declared. Should it be static?
eval/struct-attributes-pointer-examined.c:10:19: warning: incorrect type in initializer (different address spaces)
eval/struct-attributes-pointer-examined.c:10:19:    expected void *w
eval/struct-attributes-pointer-examined.c:10:19:    got struct B <asn:1> *[addressable] [toplevel] q
eval/struct-attributes-pointer-examined.c:11:57: warning: cast removes address space '<asn:1>' of expression
eval/struct-attributes-pointer-examined.c:8:18: warning: dereference of noderef expression
eval/struct-attributes-pointer-examined.c:9:23: warning: dereference of noderef expression
eval/struct-attributes-pointer-examined.c:11:20: warning: dereference of noderef expression
eval/struct-attributes-pointer-examined.c:11:26: warning: dereference of noderef expression
eval/struct-attributes-pointer-examined.c:16:16: warning: dereference of noderef expression
 * check-error-end
 */
