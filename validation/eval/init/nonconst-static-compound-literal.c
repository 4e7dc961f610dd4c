static int g;
static int *p = (int[]){ g, 1 };
int f(void);
int f(void)
{
	int *q = (int[]){ g };
	static int *r = (int[]){ g };

	return *q + *r;
}
/*
 * check-name: -Wconstexpr-not-const: in and of compound literals
 * check-description: needs a file-scope compound literal to be a static object (MOD_STATIC on its node): its values checked, its address CEF_ADDR
 * check-command: sparse -Wconstexpr-not-const $file
 * check-known-to-fail
 *
 * check-error-start
eval/init/nonconst-static-compound-literal.c:2:26: warning: non-constant initializer for static object
eval/init/nonconst-static-compound-literal.c:7:26: warning: non-constant initializer for static object
 * check-error-end
 */
