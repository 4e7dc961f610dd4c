static int f(int a, int b)
{
	switch (a) {
	case 1:
		return 1;
	case b:
		return 2;
	}
	return 0;
}
/*
 * check-name: a case label that is not constant
 *
 * check-error-start
expand/case-not-constant.c:6:14: error: Expected constant expression in case statement
 * check-error-end
 */
