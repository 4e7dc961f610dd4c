static void f(int x, char c, float d, int *p, unsigned long ul)
{
	x += 1.5;
	c *= 300;
	d /= 3;
	d -= x;
	p += c;
	p -= ul;
	x <<= c;
	ul %= 7;
	x &= ul;
	(void)x;
}
/*
 * check-name: compound assignments with implicit conversions are silent
 * check-command: sparse $file
 */
