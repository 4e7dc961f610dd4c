struct s { int a; int b; } __attribute__((designated_init));
struct t { struct s in; int c; };
static struct t w = { { 1 }, 3 };

static void f(void)
{
	struct s l = { 5 };
	(void)l;
}
/*
 * check-name: designated_init inside another struct and in a local
 * check-command: sparse $file
 *
 * check-error-start
eval/designated-init-nested.c:3:25: warning: in initializer for in: positional init of field in struct s, declared with attribute designated_init
eval/designated-init-nested.c:7:24: warning: in initializer for l: positional init of field in struct s, declared with attribute designated_init
 * check-error-end
 */
