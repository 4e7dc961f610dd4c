_Static_assert(0x7fffffffL + 1 > 0, "long overflow");
/*
 * check-name: 0x7fffffffL + 1 overflows only a 32-bit long (-m64)
 * check-command: sparse -m64 $file
 */
