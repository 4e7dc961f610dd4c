static void f(void (*fp)(void))
{
	fp++;
}
/*
 * check-name: ++ on a pointer to a function
 * check-command: sparse $file
 *
 * check-error-start
eval/core/incdec-function-pointer.c:3:11: error: bad argument type for ++/--
 * check-error-end
 */
