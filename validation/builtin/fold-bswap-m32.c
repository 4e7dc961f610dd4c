_Static_assert(__builtin_bswap16(0x1234) == 0x3412, "bswap16");
_Static_assert(__builtin_bswap32(0x12345678) == 0x78563412, "bswap32");
_Static_assert(__builtin_bswap64(0x1122334455667788ULL) == 0x8877665544332211ULL, "bswap64");
/*
 * check-name: __builtin_bswap16/32/64 fold (-m32)
 * check-command: sparse -m32 $file
 */
