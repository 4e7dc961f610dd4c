int a = ;
int b = ) ;
int c = , d;
void f(void)
{
	for (int i = ; ;)
		;
}
/*
 * check-name: an '=' with no initializer after it
 * check-command: sparse $file
 *
 * check-error-start
parsing/initializer-expression-expected.c:1:9: error: expression expected before ';'
parsing/initializer-expression-expected.c:2:9: error: expression expected before ')'
parsing/initializer-expression-expected.c:2:9: error: Expected ; at end of declaration
parsing/initializer-expression-expected.c:2:9: error: got )
parsing/initializer-expression-expected.c:3:9: error: expression expected before ','
parsing/initializer-expression-expected.c:6:22: error: expression expected before ';'
 * check-error-end
 */
