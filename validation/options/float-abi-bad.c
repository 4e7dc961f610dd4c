/*
 * check-name: -mfloat-abi= takes hard, soft or softfp
 * check-command: sparse -mfloat-abi=foo $file
 * check-exit-value: 1
 *
 * check-error-start
invalid argument 'foo' in option '-mfloat-abi=foo'
 * check-error-end
 */
