_Static_assert(sizeof(int) == 4, "");
_Static_assert(sizeof(long) == 8, "");
_Static_assert((signed char)0xff == -1, "");
_Static_assert(-1 >> 1 == -1, "");
_Static_assert(-1u >> 31 == 1, "");
_Static_assert(1 << 31 < 0, "");
_Static_assert(0x7fffffff + 1 < 0, "");
_Static_assert((unsigned short)-1 == 65535, "");
_Static_assert((long long)-1 == -1, "");
_Static_assert(-1ULL == 18446744073709551615ULL, "");
_Static_assert('a' == 97, "");
_Static_assert((_Bool)2 == 1, "");
/*
 * check-name: integer constants fold in their types
 */
