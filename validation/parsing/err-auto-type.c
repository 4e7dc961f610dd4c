__auto_type f(void);
__auto_type x;
void g(void)
{
	__auto_type a, b = 1;
}
/*
 * check-name: __auto_type needs one plain name and an initializer
 * check-command: test-parsing --ast $file
 *
 * check-output-start
bad type extern [addressable] [toplevel] f
bad type [addressable] [toplevel] x
void extern [addressable] [toplevel] g( ... )
    {
        bad type a;
        __auto_type b = 1;
    }
 * check-output-end
 *
 * check-error-start
parsing/err-auto-type.c:1:13: error: 'f()' has __auto_type return type
parsing/err-auto-type.c:1:13: error: __auto_type on non-identifier
parsing/err-auto-type.c:2:13: error: __auto_type without initializer
parsing/err-auto-type.c:5:21: error: __auto_type on declaration list
 * check-error-end
 */
