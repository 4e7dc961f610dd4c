static void f(int z)
{
	__auto_type p[2] = { 1 };
	__auto_type q[2] = z;
	__auto_type r[2] = { 1, 2 };
	__auto_type s[2] = { [0] = 1 };
}
/*
 * check-name: an array of __auto_type takes one value, braced or not, as a scalar would
 * check-command: sparse $file
 *
 * check-error-start
parsing/auto-type-array-init.c:3:21: error: __auto_type on non-identifier
parsing/auto-type-array-init.c:4:21: error: __auto_type on non-identifier
parsing/auto-type-array-init.c:5:21: error: __auto_type on non-identifier
parsing/auto-type-array-init.c:6:21: error: __auto_type on non-identifier
parsing/auto-type-array-init.c:5:28: error: invalid initializer
parsing/auto-type-array-init.c:6:28: error: invalid initializer
 * check-error-end
 */
