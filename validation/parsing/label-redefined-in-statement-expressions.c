static int f(int x)
{
	({ e: 2; });
	({ e: 2; });
	return x;
}
/*
 * check-name: labels of statement expressions belong to the whole function
 *
 * check-error-start
parsing/label-redefined-in-statement-expressions.c:4:12: error: label 'e' redefined
 * check-error-end
 */
