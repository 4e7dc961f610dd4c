struct in { int x; int y[4]; };
struct s { int a; struct in in; union { char c; long l; }; };
static int arr[__builtin_offsetof(struct s, in.y[2])];

static unsigned long f(void)
{
	return __builtin_offsetof(struct s, in.x) +
	       __builtin_offsetof(struct s, l) + sizeof(arr);
}
/*
 * check-name: offsetof of nested members and array elements is silent
 * check-command: sparse $file
 */
