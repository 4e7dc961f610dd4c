static char y[0x0fffffffffffffff];
static char z[0x0fffffffffffffff][2];
static long s = sizeof(y) + sizeof(z);
int f(void) { return __builtin_object_size(y, 0) > 0; }

/*
 * check-name: an array of 0x7ffffffffffffff8 bits has its size in bytes without a signed overflow (make SANITIZE=1 check sees one)
 *
 * check-error-start
robust/array-bits-near-max.c:4:5: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
