static unsigned a = 0xffffffff;
static long b = 0x80000000;
static long c = 4294967295;
static long d = 0xffffffffffffffff;
static long e = 2147483648;
/*
 * check-name: -Wconstant-suffix turns it on
 * check-command: sparse -Wconstant-suffix $file
 *
 * check-error-start
wflags/constant-suffix.c:3:17: warning: constant 4294967295 is so big it is long
wflags/constant-suffix.c:4:17: warning: constant 0xffffffffffffffff is so big it is unsigned long
wflags/constant-suffix.c:5:17: warning: constant 2147483648 is so big it is long
 * check-error-end
 */
