static void f(int i)
{
	(i + 1)++;
}
/*
 * check-name: ++ on a parenthesised sum
 * check-command: sparse $file
 *
 * check-error-start
eval/incdec-not-lvalue-expr.c:3:16: error: need lvalue expression for ++/--
 * check-error-end
 */
