extern void takec(char *p);

static unsigned int f(signed char *s, unsigned char *u, int x)
{
	unsigned int y = x;

	takec(s);
	takec(u);
	return y + x;
}
/*
 * check-name: -Wtypesign: plain char pointers and integer values are silent
 * check-command: sparse -Wtypesign $file
 */
