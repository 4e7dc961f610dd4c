struct s { int a; };
static long f(int *p, long *q, struct s *r, struct s x)
{
	return (long)(p == q) + (long)(r->x) + (long)(x + 1) + (long)(p < 1.0) + (long)(x.a.b)
		+ (long)(p + 1.0) + (long)(*x) + (long)(!x) + (long)(r());
}
/*
 * check-name: a cast of an operation that failed, with no type, says cast from unknown type
 *
 * check-error-start
eval/cast-from-unknown-type-operands.c:4:25: error: incompatible types in comparison expression (different type sizes):
eval/cast-from-unknown-type-operands.c:4:25:    int *
eval/cast-from-unknown-type-operands.c:4:25:    long *
eval/cast-from-unknown-type-operands.c:4:17: error: cast from unknown type
eval/cast-from-unknown-type-operands.c:4:41: error: no member 'x' in struct s
eval/cast-from-unknown-type-operands.c:4:34: error: cast from unknown type
eval/cast-from-unknown-type-operands.c:4:57: error: incompatible types for operation (+):
eval/cast-from-unknown-type-operands.c:4:57:    struct s x
eval/cast-from-unknown-type-operands.c:4:57:    int
eval/cast-from-unknown-type-operands.c:4:73: error: incompatible types for operation (<):
eval/cast-from-unknown-type-operands.c:4:73:    int *p
eval/cast-from-unknown-type-operands.c:4:73:    double
eval/cast-from-unknown-type-operands.c:4:92: error: expected structure or union
eval/cast-from-unknown-type-operands.c:4:83: error: cast from unknown type
eval/cast-from-unknown-type-operands.c:5:28: error: incompatible types for operation (+):
eval/cast-from-unknown-type-operands.c:5:28:    int *p
eval/cast-from-unknown-type-operands.c:5:28:    double
eval/cast-from-unknown-type-operands.c:5:44: error: cannot dereference this type
eval/cast-from-unknown-type-operands.c:5:38: error: cast from unknown type
eval/cast-from-unknown-type-operands.c:5:71: error: not a function r
eval/cast-from-unknown-type-operands.c:5:64: error: cast from unknown type
 * check-error-end
 */
