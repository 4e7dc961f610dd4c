struct s { int a; int b; } __attribute__((designated_init));
int f(void);
int f(void)
{
	struct s v = { 3 };

	return v.a;
}
/*
 * check-name: designated_init applies to automatic objects and compound literals
 * check-command: sparse $file
 *
 * check-error-start
eval/init/designated-init-local.c:5:24: warning: in initializer for v: positional init of field in struct s, declared with attribute designated_init
 * check-error-end
 */
