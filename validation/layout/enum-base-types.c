#define SAME(a, b) __builtin_types_compatible_p(a, b)
enum e1 { A1, B1 };
enum e2 { A2 = -1, B2 };
enum e3 { A3 = 0xffffffff };
enum e4 { A4 = 0x100000000 };
enum e5 { A5 = -1, B5 = 0xffffffff };
enum e6 { A6 = 0x7fffffff, B6 };
enum e7 { A7 = -0x80000000LL, B7 };
enum e8 { A8 = 0xffffffffffffffffULL, B8 = 1 };
_Static_assert(sizeof(enum e1) == 4 && (enum e1)-1 > 0, "e1 unsigned int");
_Static_assert(sizeof(enum e2) == 4 && (enum e2)-1 < 0, "e2 int");
_Static_assert(sizeof(enum e3) == 4 && (enum e3)-1 > 0, "e3 unsigned int");
_Static_assert(sizeof(enum e4) == 8 && (enum e4)-1 > 0, "e4 unsigned long");
_Static_assert(sizeof(enum e5) == 8 && (enum e5)-1 < 0, "e5 long");
_Static_assert(sizeof(enum e6) == 4 && (enum e6)-1 > 0, "e6 unsigned int");
_Static_assert(sizeof(enum e7) == 4 && (enum e7)-1 < 0, "e7 int");
_Static_assert(sizeof(enum e8) == 8 && (enum e8)-1 > 0, "e8 unsigned long");
/*
 * check-name: an enum is based on the first of unsigned int, int, unsigned long, long holding its values
 */
