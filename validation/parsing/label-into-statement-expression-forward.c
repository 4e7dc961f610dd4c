static int f(int x)
{
	goto a;
	({ goto a; 0; });
	goto a;
	({ a: 2; });
	return x;
}
/*
 * check-name: a jump into ({ }) before the label: only the first use is checked
 *
 * check-error-start
parsing/label-into-statement-expression-forward.c:3:9: error: label 'a' used outside statement expression
parsing/label-into-statement-expression-forward.c:6:12:    label 'a' defined here
 * check-error-end
 */
