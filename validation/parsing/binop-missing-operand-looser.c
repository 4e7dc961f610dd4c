int f(int y)
{
	y = (y = 2, y + ^);
	y = y << ^ 2;
	y = y + ^ 2 * 3 + 1;
	y = y * / 2;
	return y && || 2;
}
/*
 * check-name: past an operator's missing operand a looser operator goes on, as sparse
 * check-command: sparse $file
 *
 * check-error-start
parsing/binop-missing-operand-looser.c:3:25: error: No right hand side of '+'-expression
parsing/binop-missing-operand-looser.c:3:26: error: No right hand side of '^'-expression
parsing/binop-missing-operand-looser.c:4:18: error: No right hand side of '<<'-expression
parsing/binop-missing-operand-looser.c:5:17: error: No right hand side of '+'-expression
parsing/binop-missing-operand-looser.c:6:17: error: No right hand side of '*'-expression
parsing/binop-missing-operand-looser.c:6:17: error: Expected ; at end of statement
parsing/binop-missing-operand-looser.c:6:17: error: got /
parsing/binop-missing-operand-looser.c:7:21: error: No right hand side of '&&'-expression
 * check-error-end
 */
