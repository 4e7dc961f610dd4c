extern void takeu(unsigned int *p);

static void f(int *p, long *l)
{
	unsigned long *m = l;

	takeu(p);
	(void)m;
}
/*
 * check-name: -Wtypesign: int * to unsigned int *
 * check-command: sparse -Wtypesign $file
 *
 * check-error-start
eval/typesign-pointer.c:5:28: warning: incorrect type in initializer (different signedness)
eval/typesign-pointer.c:5:28:    expected unsigned long *m
eval/typesign-pointer.c:5:28:    got long *l
eval/typesign-pointer.c:7:15: warning: incorrect type in argument 1 (different signedness)
eval/typesign-pointer.c:7:15:    expected unsigned int *p
eval/typesign-pointer.c:7:15:    got int *p
 * check-error-end
 */
