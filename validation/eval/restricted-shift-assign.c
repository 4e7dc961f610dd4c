#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned short __bitwise be16;
typedef unsigned int __bitwise be32;
struct s { be16 a; be32 b; unsigned c; };

static void f(be16 *p)
{
	*p <<= 1;
	(*p)++;
}
/*
 * check-name: <<= and (*p)++ on restricted lvalues
 * check-command: sparse $file
 *
 * check-error-start
eval/restricted-shift-assign.c:9:12: warning: bad assignment (<<=) to restricted be16
eval/restricted-shift-assign.c:10:13: warning: restricted be16 degrades to integer
 * check-error-end
 */
