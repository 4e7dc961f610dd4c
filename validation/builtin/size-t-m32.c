struct s { int a; };
static void f(struct s *p, char *c)
{
	__builtin_memcpy(c, c, *p);
	__builtin_object_size(c, *p);
	__builtin_alloca(*p);
}
static char a0[__builtin_object_size(0, 0) + 2];
_Static_assert(sizeof(a0) == 1, "");
_Static_assert(sizeof(__builtin_strlen("")) == 4, "");
/*
 * check-name: size_t of the built-ins under -m32
 * check-command: sparse -m32 $file
 *
 * check-error-start
builtin/size-t-m32.c:8:38: warning: Using plain integer as NULL pointer
builtin/size-t-m32.c:4:32: warning: incorrect type in argument 3 (different base types)
builtin/size-t-m32.c:4:32:    expected unsigned int
builtin/size-t-m32.c:4:32:    got struct s
builtin/size-t-m32.c:5:34: warning: incorrect type in argument 2 (different base types)
builtin/size-t-m32.c:5:34:    expected int
builtin/size-t-m32.c:5:34:    got struct s
builtin/size-t-m32.c:6:26: warning: incorrect type in argument 1 (different base types)
builtin/size-t-m32.c:6:26:    expected unsigned int
builtin/size-t-m32.c:6:26:    got struct s
 * check-error-end
 */
