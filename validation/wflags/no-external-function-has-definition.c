extern int f(void);
extern int f(void)
{
	return 0;
}
/*
 * check-name: -Wno-external-function-has-definition turns it off
 * check-command: sparse -Wno-external-function-has-definition $file
 */
