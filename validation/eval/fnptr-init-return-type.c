struct ops { int (*open)(int *, char); void (*close)(void); };

static long o3(int *p, char c)
{
	return c;
}
static struct ops c = { .open = o3 };
/*
 * check-name: a method returning long instead of int
 * check-command: sparse $file
 *
 * check-error-start
eval/fnptr-init-return-type.c:7:33: warning: incorrect type in initializer (different type sizes)
eval/fnptr-init-return-type.c:7:33:    expected int ( *open )( ... )
eval/fnptr-init-return-type.c:7:33:    got long ( * )( ... )
 * check-error-end
 */
