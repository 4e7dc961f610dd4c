enum { A = 3 };
static int f(int a)
{
	switch (a) {
	case sizeof(int):
		return 1;
	case A + 1 ... A + 3:
		return 2;
	case (char)1:
		return 3;
	}
	return 0;
}
/*
 * check-name: case labels fold
 */
