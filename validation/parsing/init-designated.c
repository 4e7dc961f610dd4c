struct in { int a[4]; };
struct out { int x; struct in in; };
struct out o = { .x = 1, .in.a[2] = 3, .in = { .a = { [1] = 5 } } };
int arr[10] = { [0] = 1, [5] = 2, 3 };
/*
 * check-name: designated initializers: members, indexes, nested paths
 * check-command: test-parsing $file
 *
 * check-output-start
.align 4
struct out [addressable] [toplevel] o {
    int x;
    struct in in;
}
 = 
	{ .x = 1, .in.a[2] = 3, .in = { .a = { [1] = 5 } } }
.align 4
int [addressable] [toplevel] arr[10]
 = 
	{ [0] = 1, [5] = 2, 3 }
 * check-output-end
 */
