static unsigned a = 0x80000000;
static unsigned b = 020000000000;
static long c = 0x8000000000000000L;
static unsigned long long d = 0xffffffffffffffffLL;
/*
 * check-name: -Wconstant-suffix: becoming unsigned at the same size is quiet
 * check-command: sparse -m64 -Wconstant-suffix $file
 */
