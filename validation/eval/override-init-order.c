static int r[8] = { [2] = 5, [0 ... 3] = 1 };
struct p { int a, b; };
static struct p u[2] = { [0].a = 1, [0] = { 2, 3 } };
/*
 * check-name: the earlier entry in the object is reported first
 * check-command: sparse $file
 *
 * check-error-start
eval/override-init-order.c:1:31: warning: Initializer entry defined twice
eval/override-init-order.c:1:22:   also defined here
eval/override-init-order.c:3:27: warning: Initializer entry defined twice
eval/override-init-order.c:3:38:   also defined here
 * check-error-end
 */
