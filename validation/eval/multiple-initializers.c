static int a = 1;
static int a = 2;
/*
 * check-name: a static variable initialized twice
 * check-command: sparse $file
 *
 * check-error-start
eval/multiple-initializers.c:2:12: error: symbol 'a' has multiple initializers (originally initialized at eval/multiple-initializers.c:1)
 * check-error-end
 */
