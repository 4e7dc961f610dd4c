static int explicit(long x) { return (int)x; }
static short narrow(int x) { return (short)x; }
static int implied(unsigned long x) { return x; }
static int initializer(long x) { int y = x; return y; }
static int pointer(void *p) { return (int)(long)p; }
static _Bool boolean(int x) { return (_Bool)x; }
static long widen(int x) { return x; }
static int same(unsigned x) { return (int)x; }
static int folded(void) { return (int)0x100000001L; }
/*
 * check-name: -v: a truncation left in the IR drops bits
 * check-command: sparse -m64 -v $file
 *
 * check-error-start
checks/cast-drops-bits-verbose.c:1:43: warning: cast drops bits
checks/cast-drops-bits-verbose.c:2:44: warning: cast drops bits
checks/cast-drops-bits-verbose.c:3:46: warning: cast drops bits
checks/cast-drops-bits-verbose.c:4:42: warning: cast drops bits
checks/cast-drops-bits-verbose.c:5:49: warning: cast drops bits
checks/cast-drops-bits-verbose.c:9:39: warning: cast truncates bits from constant value (100000001 becomes 1)
 * check-error-end
 */
