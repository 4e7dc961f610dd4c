_Alignas((1, 8)) int x;
/*
 * check-name: _Alignas takes an integer constant expression
 *
 * check-error-start
expand/alignas-comma.c:1:14: error: bad integer constant expression
 * check-error-end
 */
