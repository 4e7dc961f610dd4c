struct s { int x; };
static char buf[7];

static void f(void)
{
	char *p = buf;
	char *q = p + 1;
	char a[__builtin_object_size(p, 0)];
	char b[__builtin_object_size(q, 0)];
	struct s *x = &a;
	struct s *y = &b;
}
/*
 * check-name: __builtin_object_size through a local variable's initializer
 *
 * check-error-start
builtin/object-size-variable.c:10:24: warning: incorrect type in initializer (different base types)
builtin/object-size-variable.c:10:24:    expected struct s *x
builtin/object-size-variable.c:10:24:    got char ( * )[7]
builtin/object-size-variable.c:11:24: warning: incorrect type in initializer (different base types)
builtin/object-size-variable.c:11:24:    expected struct s *y
builtin/object-size-variable.c:11:24:    got char ( * )[7]
 * check-error-end
 */
