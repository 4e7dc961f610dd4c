typeof() a;

static void f(void)
{
	typeof() b;
}
/*
 * check-name: typeof() without an expression
 * check-command: sparse $file
 *
 * check-error-start
parsing/typeof-empty.c:1:8: error: expected expression after the '(' token
parsing/typeof-empty.c:5:16: error: expected expression after the '(' token
 * check-error-end
 */
