struct s { int a; };
void f(void)
{
	struct s { long b; } inner;
	struct s *p = &inner;
}
struct s outer;
/*
 * check-name: a struct tag declared in a block hides the outer one
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        struct s inner;
        struct s *p = (&inner);
    }
.align 4
struct s [addressable] [toplevel] outer {
    int a;
}
 * check-output-end
 * check-error-start
parsing/scope-struct-tag.c:2:6: warning: symbol 'f' was not declared. Should it be static?
parsing/scope-struct-tag.c:7:10: warning: symbol 'outer' was not declared. Should it be static?
 * check-error-end
 */
