_Static_assert((int)1 &&, "x");
int a[1 &&];
int b = 1 &&;
_Static_assert(1 + 2 &&, "x");
_Static_assert(1 + , "x");
_Static_assert((1) &&, "x");
int c = (1 &&);
/*
 * check-name: an operator without its right operand is dropped, its left operand stays: no bad type after, as sparse
 *
 * check-error-start
parsing/no-right-side-operator-dropped.c:1:25: error: No right hand side of '&&'-expression
parsing/no-right-side-operator-dropped.c:2:11: error: No right hand side of '&&'-expression
parsing/no-right-side-operator-dropped.c:3:13: error: No right hand side of '&&'-expression
parsing/no-right-side-operator-dropped.c:4:24: error: No right hand side of '&&'-expression
parsing/no-right-side-operator-dropped.c:5:20: error: No right hand side of '+'-expression
parsing/no-right-side-operator-dropped.c:6:22: error: No right hand side of '&&'-expression
parsing/no-right-side-operator-dropped.c:7:14: error: No right hand side of '&&'-expression
 * check-error-end
 */
