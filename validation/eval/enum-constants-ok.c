enum a { A0, A1 };
enum b { B0, B1 };
extern void take(enum a x);

static int f(enum a x, enum a z)
{
	if (x == B0)
		return 2;
	x = B1;
	take(1);
	take(B1);
	switch (x) {
	case B0:
		return 3;
	default:
		break;
	}
	x = z;
	return x == z ? A0 : B0;
}
/*
 * check-name: enumerators of another enum, ints and same-enum values are silent
 * check-command: sparse $file
 */
