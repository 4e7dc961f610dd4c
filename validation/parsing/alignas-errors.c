_Alignas(%evel] s;
_Alignas() int y;
_Alignas(int int x;
_Alignas(8 9) int x;
/*
 * check-name: _Alignas: its errors as sparse says them, by type or expression
 *
 * check-error-start
parsing/alignas-errors.c:1:10: error: an expression is expected before ')'
parsing/alignas-errors.c:1:10: error: Expected ) after _Alignas
parsing/alignas-errors.c:1:10: error: got %
parsing/alignas-errors.c:2:10: error: an expression is expected before ')'
parsing/alignas-errors.c:3:14: error: two or more data types in declaration specifiers
parsing/alignas-errors.c:3:14: error: Expected ) after _Alignas(...
parsing/alignas-errors.c:3:14: error: got int
parsing/alignas-errors.c:4:12: error: Expected ) after _Alignas
parsing/alignas-errors.c:4:12: error: got 9
 * check-error-end
 */
