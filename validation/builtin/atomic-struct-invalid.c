struct s { int a; };

static void f(struct s *v)
{
	__atomic_load(v + 1, v, 0);
}
/*
 * check-name: __atomic_load on a struct pointer
 *
 * check-error-start
builtin/atomic-struct-invalid.c:5:25: error: invalid type for argument 1:
builtin/atomic-struct-invalid.c:5:25:         struct s *
 * check-error-end
 */
