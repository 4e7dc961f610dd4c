static int k = 1;
static int k = 2;
/*
 * check-name: an object initialized twice
 * check-command: sparse $file
 *
 * check-error-start
eval/core/multiple-init.c:2:12: error: symbol 'k' has multiple initializers (originally initialized at eval/core/multiple-init.c:1)
 * check-error-end
 */
