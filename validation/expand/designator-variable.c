static int v;
static int a[3] = { [v] = 2 };
/*
 * check-name: an index designator must be constant
 *
 * check-error-start
expand/designator-variable.c:2:22: error: bad constant expression
 * check-error-end
 */
