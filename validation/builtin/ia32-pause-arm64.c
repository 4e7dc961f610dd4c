static void f(void)
{
	__builtin_ia32_pause();
}
/*
 * check-name: __builtin_ia32_pause is x86's only
 * check-command: sparse --arch=arm64 $file
 *
 * check-error-start
builtin/ia32-pause-arm64.c:3:9: error: undefined identifier '__builtin_ia32_pause'
 * check-error-end
 */
