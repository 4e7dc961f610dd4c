static int __FUNCTION__;

int g(void)
{
	return __FUNCTION__;
}

static void r(void)
{
	{
		const char *p = __func__;
	}
	{
		int __func__;
	}
}

static void h(void)
{
	{
		int __PRETTY_FUNCTION__;
	}
}

const char *outside = __func__;
/*
 * A visible declaration of the name wins (g returns the file's int); the
 * first use declares it for the rest of the function, so r's second block
 * shadows it; h never uses it: nothing to shadow; outside a function it
 * is undeclared.
 *
 * check-name: __func__ is declared in the function's scope where first used
 * check-command: sparse -Wshadow $file
 *
 * check-error-start
parsing/function-name-scope.c:14:21: warning: symbol '__func__' shadows an earlier one
parsing/function-name-scope.c:11:33: originally declared here
parsing/function-name-scope.c:3:5: warning: symbol 'g' was not declared. Should it be static?
parsing/function-name-scope.c:25:23: error: undefined identifier '__func__'
 * check-error-end
 */
