static int f(int *p __attribute__((safe)), int __attribute__((safe)) x)
{
	if (x)
		return !p;
	return p ? 1 : 0;
}
/*
 * check-name: testing an object declared safe
 * check-command: sparse $file
 *
 * check-error-start
eval/core/safe-object.c:3:13: warning: testing a 'safe expression'
eval/core/safe-object.c:4:24: warning: testing a 'safe expression'
eval/core/safe-object.c:5:16: warning: testing a 'safe expression'
 * check-error-end
 */
