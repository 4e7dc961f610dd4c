struct sd { int a; };
struct sd { struct sd; };

int f(struct sd *p)
{
	return p->b;
}

/*
 * check-name: a redefined struct holding itself as an anonymous member: member lookup ends
 * check-note: a redefinition is fatal (exit 1), as in sparse 0.6.4: what this guarded is no longer reached
 * check-exit-value: 1
 *
 * check-error-start
robust/struct-self-anonymous-member.c:2:11: error: redefinition of struct sd
 * check-error-end
 */
