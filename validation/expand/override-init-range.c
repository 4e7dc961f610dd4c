static int a[4] = { [0 ... 2] = 1, [1] = 2 };
/*
 * check-name: an index inside an earlier range
 *
 * check-error-start
expand/override-init-range.c:1:22: warning: Initializer entry defined twice
expand/override-init-range.c:1:37:   also defined here
 * check-error-end
 */
