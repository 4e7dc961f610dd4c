static void *f(void)
{
	return &3;
}
/*
 * check-name: & on a constant
 * check-command: sparse $file
 *
 * check-error-start
eval/address-of-constant.c:3:16: error: not addressable
 * check-error-end
 */
