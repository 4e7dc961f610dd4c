static int x = 0x7fffffff + 1;
static int y = -2147483647 - 2;
static int z = 0x10000 * 0x10000;
static unsigned u = 0u - 1;
/*
 * check-name: wrapping addition and multiplication do not warn
 */
