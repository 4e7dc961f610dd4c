struct ops { int (*open)(int *, char); void (*close)(void); };

static int o1(long *p, char c)
{
	return c;
}
static struct ops a = { .open = o1 };
/*
 * check-name: a method whose first argument has another size
 * check-command: sparse $file
 *
 * check-error-start
eval/fnptr-init-arg-type.c:7:33: warning: incorrect type in initializer (incompatible argument 1 (different type sizes))
eval/fnptr-init-arg-type.c:7:33:    expected int ( *open )( ... )
eval/fnptr-init-arg-type.c:7:33:    got int ( * )( ... )
 * check-error-end
 */
