static int g(void)
{
	return _Generic(1, struct nope: 1, default: 0);
}
/*
 * check-name: an incomplete type as a _Generic association
 * check-command: sparse $file
 *
 * check-error-start
eval/generic-incomplete.c:3:28: error: incomplete type in generic selection
 * check-error-end
 */
