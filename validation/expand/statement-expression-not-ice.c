_Static_assert(({ 2; }) == 2, "");
/*
 * check-name: a statement expression in an operation is no constant
 *
 * check-error-start
expand/statement-expression-not-ice.c:1:25: error: bad integer constant expression
expand/statement-expression-not-ice.c:1:25: error: static assertion failed: ""
 * check-error-end
 */
