_Static_assert((int)1e10 == 0x540be400, "float to int truncates");
_Static_assert((unsigned char)256.0 == 0, "float to uchar");
_Static_assert((int)-1.5 == -1, "negated float is no ICE operand");
_Static_assert((_Bool)0.5 == 1, "bool of float");
_Static_assert((long long)1e19 < 0, "too big float");
/*
 * check-name: casts of float constants to integers: which are integer constant expressions
 *
 * check-error-start
expand/fold-float-to-integer-casts.c:1:21: warning: cast truncates bits from constant value (2540be400 becomes 540be400)
expand/fold-float-to-integer-casts.c:2:31: warning: cast truncates bits from constant value (100 becomes 0)
expand/fold-float-to-integer-casts.c:3:26: error: bad integer constant expression
expand/fold-float-to-integer-casts.c:3:26: error: static assertion failed: "negated float is no ICE operand"
 * check-error-end
 */
