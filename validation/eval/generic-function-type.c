static int i(void)
{
	return _Generic(1, int(void): 1, default: 0);
}
/*
 * check-name: a function type as a _Generic association
 * check-command: sparse $file
 *
 * check-error-start
eval/generic-function-type.c:3:28: error: function type in generic selection
 * check-error-end
 */
