static char buf[7];

static void f(void)
{
	char *p = buf;
	char *q = p + ;
	char b[__builtin_object_size(q, 0)];
}
/*
 * check-name: __builtin_object_size of a sum missing its right operand: an error, no crash
 * check-description: found by fuzz/parse; the object walk read the
 *	missing operand
 * check-command: sparse $file
 *
 * check-error-start
robust/object-size-missing-operand.c:6:23: error: No right hand side of '+'-expression
 * check-error-end
 */
