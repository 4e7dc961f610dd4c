struct ops { int (*open)(int *, char); void (*close)(void); };

static int o6(int *p, ...)
{
	return 0;
}
static struct ops g = { .open = o6 };
/*
 * check-name: a variadic method for a fixed prototype
 * check-command: sparse $file
 *
 * check-error-start
eval/fnptr-init-variadic.c:7:33: warning: incorrect type in initializer (incompatible variadic arguments)
eval/fnptr-init-variadic.c:7:33:    expected int ( *open )( ... )
eval/fnptr-init-variadic.c:7:33:    got int ( * )( ... )
 * check-error-end
 */
