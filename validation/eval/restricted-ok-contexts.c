#define __bitwise __attribute__((bitwise))
typedef unsigned int __bitwise __le32;
typedef unsigned short __bitwise __be16;

static int a(__le32 x)
{
	switch (x) {
	case 0:
		return 1;
	}
	return 0;
}
static __le32 g(int c, __le32 x, __le32 y)
{
	return c ? x : (c > 1 ? y : 0);
}
static int i(__le32 x)
{
	if (x)
		return 1;
	return (x && 1) + (_Bool)x;
}
static __le32 o(__le32 x)
{
	return (__le32)x;
}
static unsigned long n(__le32 *p)
{
	return (unsigned long)p;
}
/*
 * check-name: switch, conditions, ?: with 0, casts to _Bool and to itself are silent
 * check-command: sparse $file
 */
