enum color { RED, GREEN = 4, BLUE };
enum flags { F_A = 1 << 0, F_B = 1 << 1, F_AB = F_A | F_B };

static int f(enum color c, int i)
{
	enum color d = i;
	enum flags fl = F_A | F_B;
	int arr[BLUE];

	c = GREEN;
	d = c + 1;
	arr[RED] = fl & F_AB;
	return c == RED || d > BLUE || i == GREEN || arr[0];
}
/*
 * check-name: enums mixing with ints and their own constants are silent
 * check-command: sparse $file
 */
