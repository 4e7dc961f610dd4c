static int f(int x)
{
	return x << 40;
}
/*
 * check-name: -Wno-shift-count-overflow turns it off
 * check-command: sparse -Wno-shift-count-overflow $file
 */
