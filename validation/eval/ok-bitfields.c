struct bf {
	unsigned int a:3;
	signed int b:4;
	unsigned int c:1;
	_Bool d:1;
};

static int f(struct bf *p, int x)
{
	p->a = x;
	p->b = -1;
	p->c = !x;
	p->d = x > 2;
	p->a++;
	return p->a + p->b * p->c - p->d;
}
/*
 * check-name: bitfield arithmetic and assignment are silent
 * check-command: sparse $file
 */
