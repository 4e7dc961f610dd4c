static int f(int x)
{
	switch (x) {
	case 1 ... 3:
	case 2:
		return 1;
	}
	switch (x) {
	case 1:
	case 1:
		return 1;
	}
	switch (x) {
	default:
	default:
		return 1;
	}
	return 0;
}
/*
 * check-name: duplicate case labels and defaults are not diagnosed
 * check-command: sparse $file
 */
