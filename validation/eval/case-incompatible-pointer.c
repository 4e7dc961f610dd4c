static int g(int *p)
{
	switch (p) {
	case 0:
		return 1;
	}
	return 0;
}
/*
 * check-name: switch on a pointer
 * check-command: sparse $file
 *
 * check-error-start
eval/case-incompatible-pointer.c:4:14: error: incompatible types for 'case' statement
 * check-error-end
 */
