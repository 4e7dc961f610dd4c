extern unsigned long __copy_to_user(void *d, ...);
extern unsigned long __copy_from_user(void *d, ...);
extern void *memmove(void *d, ...);
extern void *__memcpy_chk(void *d, ...);

static void f(void *d, void *s)
{
	__copy_to_user(d, s, 200000);
	__copy_from_user(d, s, 200000);
	memmove(d, s, 200000);
	__memcpy_chk(d, s, 200000);
	__builtin___memcpy_chk(d, s, 200000, 300000);
}
/*
 * check-name: only memset, memcpy, copy_from_user, copy_to_user are checked
 */
