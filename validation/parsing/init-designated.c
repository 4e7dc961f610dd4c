struct in { int a[4]; };
struct out { int x; struct in in; };
struct out o = { .x = 1, .in.a[2] = 3, .in = { .a = { [1] = 5 } } };
int arr[10] = { [0] = 1, [5] = 2, 3 };
/*
 * check-name: designated initializers: members, indexes, nested paths
 * check-command: test-parsing --ast $file
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
 * check-error-start
parsing/init-designated.c:3:12: warning: symbol 'o' was not declared. Should it be static?
parsing/init-designated.c:4:5: warning: symbol 'arr' was not declared. Should it be static?
 * check-error-end
 */
