typedef unsigned int u32;

static void f(u32 *a, float *fl)
{
	int *i;

	i = fl;
	i = a;
	i = fl;
}
/*
 * check-name: [assigned] appears only after a valid assignment
 * check-command: sparse $file
 *
 * check-error-start
eval/typename-assigned-after-valid.c:7:11: warning: incorrect type in assignment (different base types)
eval/typename-assigned-after-valid.c:7:11:    expected int *i
eval/typename-assigned-after-valid.c:7:11:    got float *fl
eval/typename-assigned-after-valid.c:9:11: warning: incorrect type in assignment (different base types)
eval/typename-assigned-after-valid.c:9:11:    expected int *[assigned] i
eval/typename-assigned-after-valid.c:9:11:    got float *fl
 * check-error-end
 */
