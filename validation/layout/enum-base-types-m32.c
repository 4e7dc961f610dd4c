enum e1 { A1 = -1, B1 = 0xffffffff };
enum e2 { A2 = 0x100000000 };
enum e3 { A3 = 1UL << 31 };
_Static_assert(sizeof(enum e1) == 8 && (enum e1)-1 < 0, "e1 long long");
_Static_assert(sizeof(enum e2) == 8 && (enum e2)-1 > 0, "e2 unsigned long long");
_Static_assert(sizeof(enum e3) == 4 && (enum e3)-1 > 0, "e3 unsigned int");
/*
 * check-name: i386: an enum too big for int is based on long long
 * check-command: sparse -m32 $file
 */
