static int f(int x)
{
	int y;
	y = x ? : 3;
	y += (x, 4);
	y = (y = 2, y + 1);
	y = x > 0 ? x < 10 ? 1 : 2 : 3;
	y <<= x & 7;
	y = !y + -y + ~y + +y;
	y = (long)&y != 0;
	y = sizeof y + sizeof(y) + _Alignof(int) + __alignof__ y;
	return y;
}
static unsigned g(unsigned char c, unsigned short s)
{
	return (c << 24) | (s << 8) | ~c;
}
/*
 * check-name: comma, ?:, shifts, unary operators and sizeof forms are silent
 * check-command: sparse $file
 */
