static int a[3] = { [(1, 1)] = 2 };
/*
 * check-name: an index designator is an integer constant expression
 *
 * check-error-start
expand/designator-comma.c:1:26: error: bad integer constant expression
 * check-error-end
 */
