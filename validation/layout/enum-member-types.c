#define INT(x)	(sizeof(x) == 4 && (typeof(x))-1 < 0)
#define UINT(x)	(sizeof(x) == 4 && (typeof(x))-1 > 0)
#define LONG(x)	(sizeof(x) == 8 && (typeof(x))-1 < 0)
#define ULONG(x) (sizeof(x) == 8 && (typeof(x))-1 > 0)
enum e1 { A1 = 1, B1 = 2147483648 };
enum e2 { A2 = -1, B2 = 0xffffffff };
enum e3 { A3 = 1, B3 = 0x100000000 };
enum e4 { A4 = (char)3, B4 = (short)4, C4 = 5UL };
enum e5 { A5 = 0x7fffffff, B5 };
_Static_assert(INT(A1) && UINT(B1), "e1");
_Static_assert(LONG(A2) && LONG(B2), "e2");
_Static_assert(INT(A3) && ULONG(B3), "e3");
_Static_assert(INT(A4) && INT(B4) && INT(C4), "e4");
_Static_assert(INT(A5) && UINT(B5), "e5");
/*
 * check-name: an enumerator from 0 to INT_MAX is an int, others have the enum base type
 */
