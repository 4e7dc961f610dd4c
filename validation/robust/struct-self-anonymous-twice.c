// A struct redefined twice with itself as an anonymous member: the
// member lookup used to branch at each of its two self members, 1500
// levels deep (evaluate-layout.c's find_member()), exponential: a hang
// found by fuzz/pipeline.  A struct being looked into is not entered
// again.  A redefinition is fatal now (exit 1), as in Debian's sparse:
// what this guarded is no longer reached.
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
 * check-note: a redefinition is fatal (exit 1), as in sparse 0.6.4: what this guarded is no longer reached
 * check-exit-value: 1
 *
 * check-error-start
robust/struct-self-anonymous-twice.c:8:11: error: redefinition of struct sd
 * check-error-end
 */
