struct in { int x, y; };
struct s { int a; struct in in[2]; union { int u; char c; } un; int *p; };
static int g;
static struct s x = {
	.a = 1,
	.in = { [1] = { .y = 2 }, [0].x = 3 },
	.un.c = 'c',
	.p = &g,
};
static struct s y[] = { { 1, { { 2, 3 }, { 4, 5 } }, { 6 }, 0 }, [3].in[1].y = 7 };
static int z[2][3] = { [1] = { 1, 2, 3 }, [0][2] = 4 };
/*
 * check-name: designated and positional values in nested aggregates
 * check-command: sparse $file
 *
 * check-error-start
eval/init/nested-ok.c:10:61: warning: Using plain integer as NULL pointer
 * check-error-end
 */
