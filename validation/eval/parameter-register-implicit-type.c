static int h(register r)
{
	return r;
}
/*
 * check-name: a register parameter without a type
 * check-command: sparse $file
 *
 * check-error-start
eval/parameter-register-implicit-type.c:1:14: error: missing type declaration for parameter 'r'
 * check-error-end
 */
