_Static_assert(__builtin_bswap16(0x1234) == 0x3412, "bswap16");
_Static_assert(__builtin_bswap32(1) == 0x1000000, "bswap32");
_Static_assert(__builtin_bswap32(0x12345678) == 0x78563412, "bswap32");
_Static_assert(__builtin_bswap64(0x0102030405060708ULL) ==
	       0x0807060504030201ULL, "bswap64");
_Static_assert(sizeof(__builtin_bswap16(1)) == 2, "bswap16 type");
_Static_assert(sizeof(__builtin_bswap64(1)) == 8, "bswap64 type");
/*
 * check-name: __builtin_bswap16/32/64 fold their constant argument
 */
