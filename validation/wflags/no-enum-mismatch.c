enum a { A0 };
enum b { B0 };

static int f(enum a x, enum b y)
{
	return x == y;
}
/*
 * check-name: -Wno-enum-mismatch turns it off
 * check-command: sparse -Wno-enum-mismatch $file
 */
