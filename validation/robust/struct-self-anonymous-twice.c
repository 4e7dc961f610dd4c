// A struct redefined twice with itself as an anonymous member: the
// member lookup used to branch at each of its two self members, 1500
// levels deep (evaluate-layout.c's find_member()), exponential: a hang
// found by fuzz/pipeline.  A struct being looked into is not entered
// again.  Debian's sparse stops silently (exit 1) after the first
// redefinition, as for robust/struct-self-anonymous-member.c.
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
 * check-note: sparse 0.6.4 stops silently with exit status 1 after the first redefinition
 *
 * check-error-start
robust/struct-self-anonymous-twice.c:8:11: error: redefinition of struct sd
robust/struct-self-anonymous-twice.c:9:11: error: redefinition of struct sd
robust/struct-self-anonymous-twice.c:13:17: error: no member 'b' in struct sd
 * check-error-end
 */
