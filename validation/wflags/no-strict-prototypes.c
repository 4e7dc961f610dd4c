static int f()
{
	return 0;
}
/*
 * check-name: -Wno-strict-prototypes turns it off
 * check-command: sparse -Wno-strict-prototypes $file
 */
