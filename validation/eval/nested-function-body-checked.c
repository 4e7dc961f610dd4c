void h(void);
void h(void)
{
	int g(int y) { int *p = 1; return y + (long)p; }
	g(1);
}
/*
 * check-name: a nested function's body is checked and the function called, as sparse
 * check-command: sparse $file
 *
 * check-error-start
eval/nested-function-body-checked.c:4:33: warning: incorrect type in initializer (different base types)
eval/nested-function-body-checked.c:4:33:    expected int *p
eval/nested-function-body-checked.c:4:33:    got int
 * check-error-end
 */
