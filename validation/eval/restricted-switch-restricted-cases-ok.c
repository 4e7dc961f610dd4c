#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned int __bitwise __le32;
#define C1 ((__force __le32)1)

#define C2 ((__force __le32)2)

static int f(__le32 x)
{
	switch (x) {
	case C1:
		return 1;
	case C2:
		return 2;
	case 0:
		return 3;
	}
	return 0;
}
/*
 * check-name: restricted case labels in a switch on a restricted value are silent
 * check-command: sparse $file
 */
