_Alignas(2, 3) int a;
_Alignas(1, 8) int b;
_Alignas((2, 4)) int c;
_Alignas(4,) int d;
_Alignas(8) int e;
_Static_assert(_Alignof(e) == 8, "");
/*
 * check-name: _Alignas takes a whole expression, commas too, as sparse
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
parsing/alignas-comma-expression.c:1:13: error: bad integer constant expression
parsing/alignas-comma-expression.c:2:13: error: bad integer constant expression
parsing/alignas-comma-expression.c:3:14: error: bad integer constant expression
parsing/alignas-comma-expression.c:4:12: error: No right hand side of ','-expression
 * check-error-end
 */
