// A struct redefined twice with itself as an anonymous member: the
// member lookup branches at each of its two self members, 1500 levels
// deep (evaluate-layout.c's find_member(): MAX_ANONYMOUS_NESTING),
// exponential: a hang (found by fuzz/pipeline).  Debian's sparse says
// what is expected below.
struct sd { int a; };
struct sd { struct sd; };
struct sd { struct sd; };

int f(struct sd *p)
{
	return p->b;
}
/*
 * check-name: a struct twice its own anonymous member: the lookup ends
 * check-command: sparse $file
 * check-timeout: 2
 * check-known-to-fail
 *
 * check-error-start
robust/struct-self-anonymous-twice.c:6:11: error: redefinition of struct sd
 * check-error-end
 */
