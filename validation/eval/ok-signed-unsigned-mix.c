typedef unsigned long size_t;
typedef long ssize_t;
extern ssize_t rd(char *buf, size_t n);
static int f(char *buf, int len, unsigned int ulen)
{
	ssize_t r = rd(buf, len);
	size_t s = ulen;
	if (r < 0 || (size_t)r > s) return -1;
	if (len > s) return -2;
	return (int)r + (len < sizeof(buf));
}
static _Bool g(unsigned char c, signed char sc) { return c > 200 && sc > -200; }
static long h(int a, unsigned int b) { return a * b + (a < b) + (a >> 1) + (b >> 31); }
/*
 * check-name: signed/unsigned comparisons and size_t mixes are silent
 * check-command: sparse $file
 */
