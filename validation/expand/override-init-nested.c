struct in { int x, y; };
struct s { int a; struct in in; unsigned f:3, g:5; int arr[3]; };
static struct s s1 = { .in.x = 1, .in = { 2, 3 } };
static struct s s2 = { .in = { 2, 3 }, .in.y = 1 };
static struct s s3 = { .f = 1, .g = 2, .f = 3 };
static struct s s4 = { .arr[1] = 1, .arr = { 1, 2, 3 } };
static struct s s5 = { .arr = { 1, 2, 3 }, .arr[1] = 1 };
static struct s s6 = { .arr[0 ... 2] = 1, .arr[2] = 1 };
static struct s s7 = { 1, { 2, 3 }, .in.y = 4 };
static int a8[2][2] = { [0][1] = 1, [0] = { 1, 2 } };
static int a9[2][2] = { [0] = { 1, 2 }, [0][1] = 1 };
union u { int i; char c; };
static union u u10 = { .i = 1, .c = 2 };
static char str[4] = { [0] = 'a', [0] = 'b' };
/*
 * check-name: overlaps through nested designators, bit-fields and sub-lists
 *
 * check-error-start
expand/override-init-nested.c:3:25: warning: Initializer entry defined twice
expand/override-init-nested.c:3:36:   also defined here
expand/override-init-nested.c:4:25: warning: Initializer entry defined twice
expand/override-init-nested.c:4:41:   also defined here
expand/override-init-nested.c:5:25: warning: Initializer entry defined twice
expand/override-init-nested.c:5:41:   also defined here
expand/override-init-nested.c:6:38: warning: Initializer entry defined twice
expand/override-init-nested.c:6:25:   also defined here
expand/override-init-nested.c:7:25: warning: Initializer entry defined twice
expand/override-init-nested.c:7:45:   also defined here
expand/override-init-nested.c:8:25: warning: Initializer entry defined twice
expand/override-init-nested.c:8:44:   also defined here
expand/override-init-nested.c:9:27: warning: Initializer entry defined twice
expand/override-init-nested.c:9:38:   also defined here
expand/override-init-nested.c:10:38: warning: Initializer entry defined twice
expand/override-init-nested.c:10:26:   also defined here
expand/override-init-nested.c:11:26: warning: Initializer entry defined twice
expand/override-init-nested.c:11:42:   also defined here
expand/override-init-nested.c:14:25: warning: Initializer entry defined twice
expand/override-init-nested.c:14:36:   also defined here
 * check-error-end
 */
