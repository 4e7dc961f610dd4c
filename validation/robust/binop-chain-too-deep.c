#define X2(x) x x
#define X8(x) X2(X2(X2(x)))
#define X512(x) X8(X8(X8(x)))
#define X262144(x) X8(X8(X8(X512(x))))

int f(int a);
int f(int a)
{
	return a X262144(+ a);
}

int g(int a)
{
	return a X512(+ a);
}

/*
 * check-name: a chain of 262144 binary operators is too deep, not a stack overflow
 *
 * check-error-start
robust/binop-chain-too-deep.c:9:18: error: nesting too deep
 * check-error-end
 */
