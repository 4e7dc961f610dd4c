_Static_assert(1, "ok");
_Static_assert(sizeof(int) == 4);
void f(void)
{
	_Static_assert(1 + 1 == 2, "math");
}
struct s {
	int a;
	_Static_assert(1, "in a struct");
};
/*
 * check-name: _Static_assert with and without a message
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
    }
 * check-output-end
 * check-error-start
parsing/static-assert.c:3:6: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
