#define X2(x) x x
#define X8(x) X2(X2(X2(x)))
#define X512(x) X8(X8(X8(x)))
#define X16384(x) X2(X8(X2(X512(x))))

int f(int a);
int f(int a)
{
	return a X16384(+ a);
}

int g(int a)
{
	return a X16384(- a) +;
}
/*
 * check-name: a chain of 16384 binary operators is taken, as sparse takes it, and checking goes on
 *
 * check-error-start
robust/binop-chain-16384.c:14:31: error: No right hand side of '+'-expression
 * check-error-end
 */
