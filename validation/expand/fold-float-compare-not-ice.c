_Static_assert(1.5 > 1, "");
/*
 * check-name: a float comparison is no integer constant expression
 *
 * check-error-start
expand/fold-float-compare-not-ice.c:1:20: error: bad integer constant expression
expand/fold-float-compare-not-ice.c:1:20: error: static assertion failed: ""
 * check-error-end
 */
