static unsigned long f(void)
{
	char *p = p;
	char *a = (char *)0, *b = a;

	a = b;
	return __builtin_object_size(p, 0) + __builtin_object_size(b, 2);
}

static char *x;
static char *y = x;
static unsigned long g(void)
{
	x = y;
	return __builtin_object_size(y, 0);
}
/*
 * check-name: __builtin_object_size of a pointer initialized with itself ends
 * check-note: the walk through the initializers looped for ever (Debian's 0.6.4 hangs too)
 * check-timeout: 5
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	ret.64      $-1


g:
.L2:
	<entry-point>
	load.64     %r5 <- 0[y]
	store.64    %r5 -> 0[x]
	ret.64      $-1


 * check-output-end
 */
