static unsigned a = 0xffffffff;
static long b = 0x80000000;
static unsigned long c = 0x100000000;
static unsigned long d = 0x8000000000000000;
static long e = 4294967296;
/*
 * check-name: -Wconstant-suffix: hex constants becoming unsigned int are not reported
 * check-command: sparse -Wconstant-suffix $file
 *
 * check-error-start
eval/constant-suffix-hex-unsigned.c:3:26: warning: constant 0x100000000 is so big it is long
eval/constant-suffix-hex-unsigned.c:4:26: warning: constant 0x8000000000000000 is so big it is unsigned long
eval/constant-suffix-hex-unsigned.c:5:17: warning: constant 4294967296 is so big it is long
 * check-error-end
 */
