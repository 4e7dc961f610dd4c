int x = 1 ? 2 :;
int y = 1 ? : ;
int z = (1 ? 2 :);
_Static_assert(1 ? 2 :, "x");
int w = 1 ? 2;
int f(int a, int b)
{
	return a ? b :;
}
int g(int a)
{
	int x = a ? : ;
	return x;
}
/*
 * check-name: a ?: without its last operand: no parse error, a bad type where a constant is wanted, as sparse
 *
 * check-error-start
parsing/conditional-without-last.c:4:18: error: bad constant expression type
parsing/conditional-without-last.c:5:14: error: Expected : in conditional expression
parsing/conditional-without-last.c:5:14: error: got ;
 * check-error-end
 */
