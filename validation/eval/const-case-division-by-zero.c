static int f(int x)
{
	switch (x) {
	case 1 / 0:
		return 1;
	}
	return 0;
}
/*
 * check-name: division by zero in a case label
 * check-command: sparse $file
 *
 * check-error-start
eval/const-case-division-by-zero.c:4:16: warning: division by zero
eval/const-case-division-by-zero.c:4:16: error: Expected constant expression in case statement
 * check-error-end
 */
