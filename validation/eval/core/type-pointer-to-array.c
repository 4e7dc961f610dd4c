struct probe { int x; } v;
static void f(int (*p)[4])
{
	v = *p;
}
/*
 * check-name: *p of a pointer to an array is the array, decayed
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-pointer-to-array.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-pointer-to-array.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-pointer-to-array.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-pointer-to-array.c:4:11:    got int *
 * check-error-end
 */
