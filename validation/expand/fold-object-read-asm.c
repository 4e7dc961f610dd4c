static int f13(void) { int z = 0; asm("" : "=r"(z)); return 1 / z; }
static int f14(void) { int z = 0; asm("" : "+r"(z)); return 1 / z; }
static int f15(void) { int z = 0; asm("" : : "r"(z)); return 1 / z; }
static int f16(void) { int z = 0; asm("" : : "m"(z)); return 1 / z; }
static int f17(void) { int z = 0; asm("" : "=m"(z)); return 1 / z; }
/*
 * check-name: an object given to asm is no longer its initializer
 *
 * check-error-start
expand/fold-object-read-asm.c:3:64: warning: division by zero
 * check-error-end
 */
