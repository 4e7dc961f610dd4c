enum e { E0, E1 = 5 };

static int f(long x, enum e v)
{
	switch (x) {
	case E1:
	case 'a':
	case (char)100:
	case sizeof(int) * 3:
	case 20 ... 30:
		return 1;
	}
	switch (v) {
	case E0:
		return 2;
	default:
		break;
	}
	return 0;
}
/*
 * check-name: enumerators, chars, casts and ranges as case labels are silent
 * check-command: sparse $file
 */
