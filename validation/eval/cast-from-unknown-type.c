static int f(void)
{
	return (int)(long)&undeclared_thing;
}
/*
 * check-name: casting the address of an undefined identifier
 * check-command: sparse $file
 *
 * check-error-start
eval/cast-from-unknown-type.c:3:28: error: undefined identifier 'undeclared_thing'
eval/cast-from-unknown-type.c:3:22: error: cast from unknown type
 * check-error-end
 */
