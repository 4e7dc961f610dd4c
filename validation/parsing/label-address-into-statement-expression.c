static int f(int x)
{
	void *p = &&c;
	({ c: 2; });
	({ goto *p; 0; });
	({ void *q = &&c; 0; });
	return x;
}
/*
 * check-name: &&label from outside the label's statement expression is an error
 *
 * check-error-start
parsing/label-address-into-statement-expression.c:3:19: error: label 'c' used outside statement expression
parsing/label-address-into-statement-expression.c:4:12:    label 'c' defined here
parsing/label-address-into-statement-expression.c:6:22: error: label 'c' used outside statement expression
parsing/label-address-into-statement-expression.c:4:12:    label 'c' defined here
 * check-error-end
 */
