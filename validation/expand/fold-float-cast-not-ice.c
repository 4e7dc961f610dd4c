_Static_assert((int)2.9 == 2, "");
_Static_assert((int)(1.5 + 1.5) == 3, "");
/*
 * check-name: a cast of a float literal is an integer constant, not more
 *
 * check-error-start
expand/fold-float-cast-not-ice.c:2:33: error: bad integer constant expression
expand/fold-float-cast-not-ice.c:2:33: error: static assertion failed: ""
 * check-error-end
 */
