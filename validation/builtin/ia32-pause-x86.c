static void f(void)
{
	__builtin_ia32_pause();
}
/*
 * check-name: __builtin_ia32_pause on x86
 * check-command: sparse --arch=x86_64 $file
 */
