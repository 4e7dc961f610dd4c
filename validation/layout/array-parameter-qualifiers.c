void f(int a[static 3], int b[const], const char c[restrict 2], int d[volatile static 4]);
void g(void) { f(1, 1, 1, 1); }
/*
 * check-name: qualifiers and static in a parameter array are dropped, as sparse drops them
 *
 * check-error-start
layout/array-parameter-qualifiers.c:2:18: warning: incorrect type in argument 1 (different base types)
layout/array-parameter-qualifiers.c:2:18:    expected int *a
layout/array-parameter-qualifiers.c:2:18:    got int
layout/array-parameter-qualifiers.c:2:21: warning: incorrect type in argument 2 (different base types)
layout/array-parameter-qualifiers.c:2:21:    expected int *b
layout/array-parameter-qualifiers.c:2:21:    got int
layout/array-parameter-qualifiers.c:2:24: warning: incorrect type in argument 3 (different base types)
layout/array-parameter-qualifiers.c:2:24:    expected char const *c
layout/array-parameter-qualifiers.c:2:24:    got int
layout/array-parameter-qualifiers.c:2:27: warning: incorrect type in argument 4 (different base types)
layout/array-parameter-qualifiers.c:2:27:    expected int *d
layout/array-parameter-qualifiers.c:2:27:    got int
layout/array-parameter-qualifiers.c:2:6: warning: symbol 'g' was not declared. Should it be static?
 * check-error-end
 */
