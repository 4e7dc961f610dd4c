static void f(void)
{
	++3;
}
/*
 * check-name: ++ on a constant
 * check-command: sparse $file
 *
 * check-error-start
eval/incdec-not-lvalue.c:3:9: error: need lvalue expression for ++/--
 * check-error-end
 */
