static void *g(void)
{
	return &__builtin_memcpy;
}
/*
 * check-name: taking the address of a builtin function
 * check-command: sparse $file
 *
 * check-error-start
eval/address-of-builtin.c:3:16: error: taking the address of built-in function '__builtin_memcpy'
 * check-error-end
 */
