static int arr[2];

static int f(void)
{
	if (arr)
		return 3;
	return 0;
}
/*
 * check-name: -Waddress: an array name as a condition
 * check-command: sparse -Waddress $file
 *
 * check-error-start
eval/address-array-true.c:5:13: warning: the address of an array will always evaluate as true
 * check-error-end
 */
