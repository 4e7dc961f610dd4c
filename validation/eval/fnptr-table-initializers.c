struct ops { int (*open)(void *); long (*ioctl)(void *, unsigned int, unsigned long); };
static int op(void *p) { return 0; }
static int bad_ioctl(void *p, unsigned int c, unsigned long a) { return 0; }
static long good_ioctl(void *p, unsigned int c, unsigned long a) { return 0; }
static const struct ops tab[] = {
	[0] = { .open = op, .ioctl = good_ioctl },
	[1] = { .open = op, .ioctl = bad_ioctl },
	[2] = { op, bad_ioctl },
};
static int (*const fns[])(void *) = { op, (int (*)(void *))good_ioctl, good_ioctl };
/*
 * check-name: mismatched methods in designated and positional table entries
 * check-command: sparse $file
 *
 * check-error-start
eval/fnptr-table-initializers.c:7:38: warning: incorrect type in initializer (different type sizes)
eval/fnptr-table-initializers.c:7:38:    expected long ( *ioctl )( ... )
eval/fnptr-table-initializers.c:7:38:    got int ( * )( ... )
eval/fnptr-table-initializers.c:8:21: warning: incorrect type in initializer (different type sizes)
eval/fnptr-table-initializers.c:8:21:    expected long ( *ioctl )( ... )
eval/fnptr-table-initializers.c:8:21:    got int ( * )( ... )
eval/fnptr-table-initializers.c:10:72: warning: incorrect type in initializer (different argument counts)
eval/fnptr-table-initializers.c:10:72:    expected int ( * )( ... )
eval/fnptr-table-initializers.c:10:72:    got long ( * )( ... )
 * check-error-end
 */
