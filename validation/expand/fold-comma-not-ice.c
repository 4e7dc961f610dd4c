_Static_assert((1, 1), "x");
/*
 * check-name: a comma makes no integer constant expression
 *
 * check-error-start
expand/fold-comma-not-ice.c:1:20: error: bad integer constant expression
expand/fold-comma-not-ice.c:1:20: error: static assertion failed: "x"
 * check-error-end
 */
