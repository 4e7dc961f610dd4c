struct probe { int x; } v;
static void f(char *a[3])
{
	v = a[1];
}
/*
 * check-name: an element of an array of pointers
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-array-of-pointers.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-array-of-pointers.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-array-of-pointers.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-array-of-pointers.c:4:11:    got char *
 * check-error-end
 */
