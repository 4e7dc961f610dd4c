struct bf { int a:3; };

static int f(struct bf *s, int *r)
{
	return __builtin_mul_overflow(2, s->a, r);
}
/*
 * check-name: __builtin_mul_overflow of a bit-field
 *
 * check-error-start
builtin/overflow-bitfield-operand.c:5:43: error: invalid type for argument 2:
builtin/overflow-bitfield-operand.c:5:43:         int a:3
 * check-error-end
 */
