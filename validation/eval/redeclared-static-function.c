static int g(void);
static char g(void)
{
	return 0;
}
/*
 * check-name: a static function defined with another return type
 * check-command: sparse $file
 *
 * check-error-start
eval/redeclared-static-function.c:2:13: error: symbol 'g' redeclared with different type (different type sizes):
eval/redeclared-static-function.c:2:13:    char static [signed] [toplevel] g( ... )
eval/redeclared-static-function.c:1:12: note: previously declared as:
eval/redeclared-static-function.c:1:12:    int static [signed] [toplevel] g( ... )
 * check-error-end
 */
