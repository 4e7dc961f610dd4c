struct ops { int (*open)(int *, char); void (*close)(void); };

static int o2(int *p)
{
	return 0;
}
static int o4(int *p, char c, int x)
{
	return c;
}
static void c1(int x)
{
}
static struct ops b = { .open = o2, .close = c1 };
static struct ops d = { .open = o4 };
/*
 * check-name: methods with too few and too many arguments
 * check-command: sparse $file
 *
 * check-error-start
eval/fnptr-init-arg-count.c:14:33: warning: incorrect type in initializer (different argument counts)
eval/fnptr-init-arg-count.c:14:33:    expected int ( *open )( ... )
eval/fnptr-init-arg-count.c:14:33:    got int ( * )( ... )
eval/fnptr-init-arg-count.c:14:46: warning: incorrect type in initializer (different argument counts)
eval/fnptr-init-arg-count.c:14:46:    expected void ( *close )( ... )
eval/fnptr-init-arg-count.c:14:46:    got void ( * )( ... )
eval/fnptr-init-arg-count.c:15:33: warning: incorrect type in initializer (different argument counts)
eval/fnptr-init-arg-count.c:15:33:    expected int ( *open )( ... )
eval/fnptr-init-arg-count.c:15:33:    got int ( * )( ... )
 * check-error-end
 */
