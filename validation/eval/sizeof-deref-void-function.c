static unsigned long f(void *v, void (*fp)(void))
{
	return sizeof(*v) + sizeof(*fp) + __alignof__(void) + sizeof(f(v, fp));
}
/*
 * check-name: -Wpointer-arith: sizeof of *void_ptr and *function_ptr
 * check-command: sparse -Wpointer-arith $file
 *
 * check-error-start
eval/sizeof-deref-void-function.c:3:16: warning: expression using sizeof(void)
eval/sizeof-deref-void-function.c:3:29: warning: expression using sizeof on a function
 * check-error-end
 */
