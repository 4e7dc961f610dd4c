static int f(int a)
{
	switch (a) {
	case 1 / 0:
		return 1;
	}
	return 0;
}
/*
 * check-name: division by zero in a case label
 *
 * check-error-start
expand/case-division-by-zero.c:4:16: warning: division by zero
expand/case-division-by-zero.c:4:16: error: Expected constant expression in case statement
 * check-error-end
 */
