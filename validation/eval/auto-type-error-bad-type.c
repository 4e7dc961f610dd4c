static void *f(int z)
{
	__auto_type s = 1, t;
	__auto_type p[2] = { 1 };
	p[0] = (void *)0;
	return s + t;
}
/*
 * check-name: an __auto_type declaration after its error is of a bad type, as sparse
 * check-command: sparse $file
 *
 * check-error-start
eval/auto-type-error-bad-type.c:3:21: error: __auto_type on declaration list
eval/auto-type-error-bad-type.c:3:28: error: __auto_type without initializer
eval/auto-type-error-bad-type.c:4:21: error: __auto_type on non-identifier
eval/auto-type-error-bad-type.c:5:10: error: incompatible types for operation (+):
eval/auto-type-error-bad-type.c:5:10:    bad type p
eval/auto-type-error-bad-type.c:5:10:    int
eval/auto-type-error-bad-type.c:5:10: error: cannot dereference this type
eval/auto-type-error-bad-type.c:6:18: error: incompatible types for operation (+):
eval/auto-type-error-bad-type.c:6:18:    bad type s
eval/auto-type-error-bad-type.c:6:18:    bad type t
 * check-error-end
 */
