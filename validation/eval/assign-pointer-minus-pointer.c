static void k(int *p)
{
	p -= p;
}
/*
 * check-name: p -= p
 * check-command: sparse $file
 *
 * check-error-start
eval/assign-pointer-minus-pointer.c:3:11: error: invalid assignment
 * check-error-end
 */
