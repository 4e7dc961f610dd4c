static int f(void)
{
	return _Generic(1.0, int: 1, long: 2);
}
/*
 * check-name: _Generic with no association for the type
 * check-command: sparse $file
 *
 * check-error-start
eval/core/generic-no-match.c:3:24: error: no generic selection for 'double'
 * check-error-end
 */
