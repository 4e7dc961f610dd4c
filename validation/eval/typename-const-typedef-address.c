typedef unsigned int u32;
extern void take(int *p);

static void f(void)
{
	const u32 v = 1;

	take(&v);
}
/*
 * check-name: the address of a const typedef'd variable
 * check-command: sparse $file
 *
 * check-error-start
eval/typename-const-typedef-address.c:8:15: warning: incorrect type in argument 1 (different modifiers)
eval/typename-const-typedef-address.c:8:15:    expected int *p
eval/typename-const-typedef-address.c:8:15:    got unsigned int const *
 * check-error-end
 */
