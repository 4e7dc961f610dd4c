int f(int n, ...)
{
	__builtin_va_list ap;
	__builtin_va_start(ap, n);
	return __builtin_va_arg(ap, int);
}
/*
 * check-name: __builtin_va_arg takes a type
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        void *ap;
        (ap = (void *)(&n));
        return ({ ... });
    }
 * check-output-end
 * check-error-start
parsing/expr-builtin-va-arg.c:1:5: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
