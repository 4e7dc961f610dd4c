struct s { int a; int b; };
int f(int n);
int f(int n)
{
	int *p = (int []){ 1, 2, 3, 4 };
	struct s *q = &(struct s){ n, n, n };
	int (*r)[2] = &(int [2]){ 1, 2, 3 };

	return p[0] + q->a + (*r)[0] + sizeof((int []){ 1, 2, 3 });
}
/*
 * check-name: compound literals are initialized as objects
 * check-command: sparse $file
 *
 * check-error-start
eval/init/compound-literal.c:6:42: warning: excessive elements in struct or union initializer
eval/init/compound-literal.c:7:41: warning: excessive elements in array initializer
 * check-error-end
 */
