enum a { A0, A1 };
enum b { B0, B1 };

static int f(enum a e, long l, char c)
{
	switch (e) {
	case B1:
		return 3;
	case 1L:
		return 4;
	}
	switch (l) {
	case 0x100000000:
		return 5;
	case 'a':
		return 6;
	}
	switch (c) {
	case 300:
		return 1;
	case -1:
		return 2;
	}
	return 0;
}
/*
 * check-name: case labels of other enums, wider and narrower types are silent
 * check-command: sparse $file
 */
