static void j(float f)
{
	f |= 1;
}
/*
 * check-name: |= on a float
 * check-command: sparse $file
 *
 * check-error-start
eval/assign-float-or.c:3:11: error: invalid assignment
 * check-error-end
 */
