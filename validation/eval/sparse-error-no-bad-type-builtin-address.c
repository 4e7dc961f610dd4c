static void *g(void)
{
	return &__builtin_memcpy;
}
/*
 * check-name: -Wsparse-error: no hidden warning after taking a builtin's address
 * check-command: sparse -Wsparse-error $file
 * check-known-to-fail
 * check-exit-value: 1
 *
 * check-error-start
eval/sparse-error-no-bad-type-builtin-address.c:3:16: error: taking the address of built-in function '__builtin_memcpy'
 * check-error-end
 */
