static long f(void)
{
	return (long)nope1 + (long)(nope2 + 1) + (long)&nope3 + (long)nope4();
}
/*
 * check-name: every undefined identifier in one expression is reported, with the casts of bad values
 * check-command: sparse $file
 *
 * check-error-start
eval/undefined-identifiers-several.c:3:22: error: undefined identifier 'nope1'
eval/undefined-identifiers-several.c:3:37: error: undefined identifier 'nope2'
eval/undefined-identifiers-several.c:3:31: error: cast from unknown type
eval/undefined-identifiers-several.c:3:57: error: undefined identifier 'nope3'
eval/undefined-identifiers-several.c:3:51: error: cast from unknown type
eval/undefined-identifiers-several.c:3:71: error: undefined identifier 'nope4'
eval/undefined-identifiers-several.c:3:66: error: cast from unknown type
 * check-error-end
 */
