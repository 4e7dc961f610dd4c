struct s { int a; };

static void f(struct s *p)
{
	__builtin_wrctl(1, __builtin_rdctl(2));
	__builtin_wrctl(1, *p);
}
/*
 * check-name: nios2's __builtin_rdctl and __builtin_wrctl
 * check-command: sparse --arch=nios2 $file
 *
 * check-error-start
builtin/nios2-builtins.c:6:28: warning: incorrect type in argument 2 (different base types)
builtin/nios2-builtins.c:6:28:    expected int
builtin/nios2-builtins.c:6:28:    got struct s
 * check-error-end
 */
