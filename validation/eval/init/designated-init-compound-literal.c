struct s { int a; int b; } __attribute__((designated_init));
int f(void);
int f(void)
{
	return (struct s){ 1, .b = 2 }.a;
}
/*
 * check-name: designated_init in a compound literal
 * check-command: sparse $file
 *
 * check-error-start
eval/init/designated-init-compound-literal.c:5:28: warning: positional init of field in struct s, declared with attribute designated_init
 * check-error-end
 */
