static void f(int a)
{
	(a + 1)++;
}
/*
 * check-name: ++ on a value
 * check-command: sparse $file
 *
 * check-error-start
eval/core/incdec-not-lvalue.c:3:16: error: need lvalue expression for ++/--
 * check-error-end
 */
