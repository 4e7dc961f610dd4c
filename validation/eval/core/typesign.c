extern void g(unsigned int *p);
static void f(int *s)
{
	g(s);
}
/*
 * check-name: -Wtypesign: pointers differing in signedness
 * check-command: sparse -Wtypesign $file
 *
 * check-error-start
eval/core/typesign.c:4:11: warning: incorrect type in argument 1 (different signedness)
eval/core/typesign.c:4:11:    expected unsigned int *p
eval/core/typesign.c:4:11:    got int *s
 * check-error-end
 */
