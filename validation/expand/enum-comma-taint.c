enum { A = (1, 2) };
_Static_assert(A == 2, "");
/*
 * check-name: an enumerator from a comma is no integer constant expression
 * check-known-to-fail
 *
 * check-error-start
expand/enum-comma-taint.c:2:18: error: bad integer constant expression
expand/enum-comma-taint.c:2:18: error: static assertion failed: ""
 * check-error-end
 */
