int f(int);
int f(long x)
{
	return x;
}
/*
 * check-name: a function defined with another argument type than declared
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
eval/redeclared-function-arg.c:2:5: error: symbol 'f' redeclared with different type (incompatible argument 1 (different type sizes)):
eval/redeclared-function-arg.c:2:5:    int extern [addressable] [signed] [toplevel] f( ... )
eval/redeclared-function-arg.c:1:5: note: previously declared as:
eval/redeclared-function-arg.c:1:5:    int extern [addressable] [signed] [toplevel] f( ... )
 * check-error-end
 */
