#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned int __bitwise __le32;
#define C1 ((__force __le32)1)

static int f(__le32 x)
{
	switch (x) {
	case C1:
		return 1;
	case 2:
		return 2;
	}
	return 0;
}
/*
 * check-name: a plain non-zero case label in a switch on a restricted value
 * check-command: sparse $file
 *
 * check-error-start
eval/restricted-switch-plain-case.c:8:17: warning: restricted __le32 degrades to integer
 * check-error-end
 */
