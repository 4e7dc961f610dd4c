_Static_assert(__builtin_constant_p((long)nope), "");
_Static_assert(__builtin_constant_p((long)&nope2), "");
_Static_assert(__builtin_constant_p(&nope3), "");
_Static_assert((long)&nope4, "");
_Static_assert(nope5 + 1, "");
_Static_assert(__builtin_constant_p(nope6 + 1), "");
/*
 * check-name: a cast whose operand failed keeps its type: not constant, no bad type
 *
 * check-error-start
eval/cast-failed-operand-keeps-type.c:1:43: error: undefined identifier 'nope'
eval/cast-failed-operand-keeps-type.c:1:36: error: static assertion failed: ""
eval/cast-failed-operand-keeps-type.c:2:44: error: undefined identifier 'nope2'
eval/cast-failed-operand-keeps-type.c:2:38: error: cast from unknown type
eval/cast-failed-operand-keeps-type.c:2:36: error: static assertion failed: ""
eval/cast-failed-operand-keeps-type.c:3:38: error: undefined identifier 'nope3'
eval/cast-failed-operand-keeps-type.c:3:36: error: bad constant expression type
eval/cast-failed-operand-keeps-type.c:4:23: error: undefined identifier 'nope4'
eval/cast-failed-operand-keeps-type.c:4:17: error: cast from unknown type
eval/cast-failed-operand-keeps-type.c:4:17: error: bad constant expression
eval/cast-failed-operand-keeps-type.c:5:16: error: undefined identifier 'nope5'
eval/cast-failed-operand-keeps-type.c:5:22: error: bad constant expression type
eval/cast-failed-operand-keeps-type.c:6:37: error: undefined identifier 'nope6'
eval/cast-failed-operand-keeps-type.c:6:36: error: bad constant expression type
 * check-error-end
 */
