__extension__ typedef long long ll;
__extension__ ll a;
void f(void)
{
	__extension__ long long b = __extension__ 1LL;
}
/*
 * check-name: __extension__ before declarations and expressions
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
long long [addressable] [toplevel] [usertype] a
void extern [addressable] [toplevel] f( ... )
    {
        long long b = 1;
    }
 * check-output-end
 * check-error-start
parsing/extension.c:2:18: warning: symbol 'a' was not declared. Should it be static?
parsing/extension.c:3:6: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
