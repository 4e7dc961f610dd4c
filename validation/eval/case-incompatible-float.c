static int f(int x)
{
	switch (x) {
	case 1.0:
		return 1;
	}
	return 0;
}
/*
 * check-name: a floating-point case label
 * check-command: sparse $file
 *
 * check-error-start
eval/case-incompatible-float.c:4:14: error: incompatible types for 'case' statement
eval/case-incompatible-float.c:4:14: error: Expected constant expression in case statement
 * check-error-end
 */
