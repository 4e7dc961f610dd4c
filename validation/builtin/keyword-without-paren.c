extern void g(void *);

static int f(void)
{
	int i = __builtin_va_arg __builtin_isnan(1);
	return i;
}

static int h(void)
{
	void *p = __builtin_choose_expr;
	g(__builtin_expect);
	return p != 0;
}
/*
 * check-name: __builtin_va_arg and __builtin_choose_expr without '(' are names
 * check-description: as in sparse, only a '(' makes them keywords:
 *	__builtin_va_arg is then an undeclared name (no crash: its missing
 *	'(' once left a null argument to linearize), __builtin_choose_expr
 *	a built-in function, whose address cannot be taken, nor that of
 *	__builtin_expect passed as a pointer.
 *
 * check-error-start
builtin/keyword-without-paren.c:5:34: error: Expected ; at end of declaration
builtin/keyword-without-paren.c:5:34: error: got __builtin_isnan
builtin/keyword-without-paren.c:5:17: error: undefined identifier '__builtin_va_arg'
builtin/keyword-without-paren.c:11:19: error: taking the address of built-in function '__builtin_choose_expr'
builtin/keyword-without-paren.c:12:11: error: taking the address of built-in function '__builtin_expect'
 * check-error-end
 */
