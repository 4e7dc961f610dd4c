static int f(void)
{
	return _Generic(1.0f, int: 1);
}
/*
 * check-name: _Generic with no matching association
 * check-command: sparse $file
 *
 * check-error-start
eval/generic-no-match.c:3:24: error: no generic selection for 'float'
 * check-error-end
 */
