static long f(char c, unsigned char uc, short s, unsigned short us,
	      int i, unsigned int u, long l, unsigned long ul, _Bool b)
{
	long long ll = c + uc + s + us;
	unsigned char r = i;
	short t = l;

	ll += i * u - l / ul;
	ll <<= uc;
	r += b;
	t = -t;
	b = i;
	b = ll;
	return ll + r + t + (c > u) + (s == ul) + !i + ~u + (float)i + 1.0;
}
/*
 * check-name: mixed integer arithmetic and conversions are silent
 * check-command: sparse $file
 */
