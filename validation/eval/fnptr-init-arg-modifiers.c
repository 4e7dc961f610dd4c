struct ops { int (*open)(int *, char); void (*close)(void); };

static int o5(const int *p, char c)
{
	return c;
}
static struct ops f = { .open = o5 };
/*
 * check-name: a method taking const int * instead of int *
 * check-command: sparse $file
 *
 * check-error-start
eval/fnptr-init-arg-modifiers.c:7:33: warning: incorrect type in initializer (incompatible argument 1 (different modifiers))
eval/fnptr-init-arg-modifiers.c:7:33:    expected int ( *open )( ... )
eval/fnptr-init-arg-modifiers.c:7:33:    got int ( * )( ... )
 * check-error-end
 */
