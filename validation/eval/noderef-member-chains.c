#define __user __attribute__((noderef, address_space(__user)))
struct in { int x; int arr[2]; };
struct s { int a; struct in in; struct in *pin; int v[3]; };

static int f(struct s __user *u, int __user **pp)
{
	struct s l = *u;

	return u->in.x + u->pin->x + (*u).a + u[1].v[2] + **pp +
	       (u ? u->a : 0) + l.a;
}
/*
 * check-name: member chains, struct copies and ?: through noderef pointers
 * check-command: sparse $file
 *
 * check-error-start
eval/noderef-member-chains.c:7:23: warning: dereference of noderef expression
eval/noderef-member-chains.c:9:16: warning: dereference of noderef expression
eval/noderef-member-chains.c:9:26: warning: dereference of noderef expression
eval/noderef-member-chains.c:9:40: warning: dereference of noderef expression
eval/noderef-member-chains.c:9:53: warning: dereference of noderef expression
eval/noderef-member-chains.c:9:60: warning: dereference of noderef expression
eval/noderef-member-chains.c:10:21: warning: dereference of noderef expression
 * check-error-end
 */
