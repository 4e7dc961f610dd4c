static void f(int (*fq)(void))
{
	fq++;
}
/*
 * check-name: ++ on a pointer to function
 * check-command: sparse $file
 *
 * check-error-start
eval/ptr-incdec-function.c:3:11: error: bad argument type for ++/--
 * check-error-end
 */
