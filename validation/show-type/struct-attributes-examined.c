#define S(N) struct N { int a; } __attribute__((noderef)) *N
S(p1); S(p2); S(p3); S(p4); S(p5); S(p6); S(p7); S(p8); S(p9); S(p10); S(p11);
struct B { int a; } __attribute__((address_space(1))) *b1, *b2, (*b3)[2];
struct B *q1, *q2;
typedef struct B *b_t;
b_t t;
void *v = p1;
static long f(int c)
{
	int *x = (void *)0;
	struct B *r = q1;
	x = p2;
	p3++;
	return p4->a + (*p5).a + (p6 == 0) + (p7 - p7) + !(c ? p8 : 0) + !(c ? p9 : p9)
		+ (long)p10 + (p11 == (void *)0) + b1->a + (b2 > q2) + (long)x + r->a;
}
/*
 * check-name: show-type: a pointer to a struct with attributes after its body takes them where its target is examined: pointer arithmetic, comparison of pointers, a conditional of two, a cast, an assignment's check; not where declared, dereferenced or compared to a null pointer
 * check-command: test-show-type $file
 *
 * check-output-start
struct p1 [noderef] *[addressable] [toplevel] p1;
struct p2 [noderef] *[addressable] [toplevel] p2;
struct p3 [noderef] *[addressable] [assigned] [toplevel] p3;
struct p4 *[addressable] [toplevel] p4;
struct p5 *[addressable] [toplevel] p5;
struct p6 *[addressable] [toplevel] p6;
struct p7 [noderef] *[addressable] [toplevel] p7;
struct p8 *[addressable] [toplevel] p8;
struct p9 [noderef] *[addressable] [toplevel] p9;
struct p10 [noderef] *[addressable] [toplevel] p10;
struct p11 *[addressable] [toplevel] p11;
struct B *[addressable] [toplevel] b1;
struct B <asn:1> *[addressable] [toplevel] b2;
struct B <asn:1> ( *[addressable] [toplevel] b3 )[2];
struct B <asn:1> *[addressable] [toplevel] q1;
struct B <asn:1> *[addressable] [toplevel] q2;
struct B *[addressable] [toplevel] [usertype] t;
void *[addressable] [toplevel] v;
long static [signed] [toplevel] f( ... );
 * check-output-end
 *
 * check-error-start
show-type/struct-attributes-examined.c:12:11: warning: incorrect type in assignment (different base types)
show-type/struct-attributes-examined.c:12:11:    expected int *x
show-type/struct-attributes-examined.c:12:11:    got struct p2 [noderef] *[addressable] [toplevel] p2
show-type/struct-attributes-examined.c:14:41: warning: Using plain integer as NULL pointer
show-type/struct-attributes-examined.c:14:69: warning: Using plain integer as NULL pointer
 * check-error-end
 */
