void f(void)
{
	register __thread int x;
	__thread register int y;
}
/*
 * check-name: __thread goes with no storage class, extern or static
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        int register [tls] x;
        int register [tls] y;
    }
 * check-output-end
 *
 * check-error-start
parsing/err-thread-register.c:3:27: error: __thread cannot be used with 'register'
parsing/err-thread-register.c:4:27: error: __thread cannot be used with 'register'
 * check-error-end
 */
