static int f(int x, double d, int *p)
{
	switch (x) {
	case 1.0:
		return 1;
	case (int)2.0:
		return 2;
	case 3.0 ... 4:
		return 3;
	case 5 ... 6.0:
		return 3;
	}
	switch (d) {
	case 1:
		return 1;
	}
	switch (x) {
	case (int *)7:
		return 1;
	case 8 ... (long)p:
		return 2;
	}
	return 0;
}
/*
 * check-name: a case label of the wrong type is also no constant unless it is an integer value
 *
 * check-error-start
eval/case-label-not-constant-after-type-error.c:4:14: error: incompatible types for 'case' statement
eval/case-label-not-constant-after-type-error.c:8:14: error: incompatible types for 'case' statement
eval/case-label-not-constant-after-type-error.c:10:20: error: incompatible types for 'case' statement
eval/case-label-not-constant-after-type-error.c:14:14: error: incompatible types for 'case' statement
eval/case-label-not-constant-after-type-error.c:18:15: error: incompatible types for 'case' statement
eval/case-label-not-constant-after-type-error.c:4:14: error: Expected constant expression in case statement
eval/case-label-not-constant-after-type-error.c:8:14: error: Expected constant expression in case statement
eval/case-label-not-constant-after-type-error.c:10:20: error: Expected constant expression in case statement
eval/case-label-not-constant-after-type-error.c:18:15: error: Expected constant expression in case statement
eval/case-label-not-constant-after-type-error.c:20:21: error: Expected constant expression in case statement
 * check-error-end
 */
