static int f(int x, int *p)
{
	switch (x) {
	case (int *)0:
		return 1;
	case (int)(int *)8:
		return 1;
	}
	switch (p) {
	case 0:
		return 1;
	case (int *)16:
		return 1;
	}
	return 0;
}
/*
 * check-name: a pointer case label, even a folded one, is no constant
 *
 * check-error-start
eval/case-label-pointer.c:4:15: error: incompatible types for 'case' statement
eval/case-label-pointer.c:10:14: error: incompatible types for 'case' statement
eval/case-label-pointer.c:12:15: error: incompatible types for 'case' statement
eval/case-label-pointer.c:4:15: error: Expected constant expression in case statement
eval/case-label-pointer.c:12:15: error: Expected constant expression in case statement
 * check-error-end
 */
