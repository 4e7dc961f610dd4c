static void *f(void)
{
	return &3;
}
/*
 * check-name: -Wsparse-error: the hidden warning after & on a constant
 * check-command: sparse -Wsparse-error $file
 * check-exit-value: 1
 *
 * check-error-start
eval/sparse-error-bad-type-address-of-constant.c:3:16: error: not addressable
eval/sparse-error-bad-type-address-of-constant.c:3:16: error: incorrect type in return expression (different base types)
eval/sparse-error-bad-type-address-of-constant.c:3:16:    expected void *
eval/sparse-error-bad-type-address-of-constant.c:3:16:    got bad type
 * check-error-end
 */
