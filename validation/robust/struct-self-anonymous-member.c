struct sd { int a; };
struct sd { struct sd; };

int f(struct sd *p)
{
	return p->b;
}

/*
 * check-name: a redefined struct holding itself as an anonymous member: member lookup ends
 * check-note: sparse 0.6.4 stops silently with exit status 1 after the redefinition
 *
 * check-error-start
robust/struct-self-anonymous-member.c:2:11: error: redefinition of struct sd
robust/struct-self-anonymous-member.c:6:17: error: no member 'b' in struct sd
 * check-error-end
 */
