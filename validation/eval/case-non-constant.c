static int h(int x, int y)
{
	switch (x) {
	case y:
		return 1;
	}
	return 0;
}
/*
 * check-name: a variable as case label
 * check-command: sparse $file
 *
 * check-error-start
eval/case-non-constant.c:4:14: error: Expected constant expression in case statement
 * check-error-end
 */
