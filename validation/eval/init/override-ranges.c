struct s { int a, b; };
static struct s x1[3] = { [0 ... 2] = { 1, 2 }, [1].b = 2 };
static struct s x2[3] = { [0 ... 2].a = 1, [1].b = 2 };
static int x3[3][2] = { [0 ... 1][0] = 2, [2][1] = 3 };
static int x4[3][2] = { [0 ... 2][1] = 2, [1][0] = 3 };
static int x5[3][2] = { [1][1] = 3, [1] = { 1 } };
static int x6[3] = { [0 ... 2] = 1, [1] = 3 };
static int x7[3] = { [0 ... 1] = 1, [1] = 3 };
/*
 * check-name: index ranges overridden by later entries
 * check-command: sparse $file
 *
 * check-error-start
eval/init/override-ranges.c:3:28: warning: Initializer entry defined twice
eval/init/override-ranges.c:3:45:   also defined here
eval/init/override-ranges.c:5:26: warning: Initializer entry defined twice
eval/init/override-ranges.c:5:44:   also defined here
eval/init/override-ranges.c:6:38: warning: Initializer entry defined twice
eval/init/override-ranges.c:6:26:   also defined here
eval/init/override-ranges.c:8:23: warning: Initializer entry defined twice
eval/init/override-ranges.c:8:38:   also defined here
 * check-error-end
 */
