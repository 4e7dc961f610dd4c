static int a[4] = { [1.5] = 1 };
/*
 * check-name: a floating-point array designator
 * check-command: sparse $file
 *
 * check-error-start
eval/designator-float-index.c:1:22: error: bad constant expression
 * check-error-end
 */
