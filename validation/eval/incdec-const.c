static const int c = 1;

static void f(void)
{
	c++;
}
/*
 * check-name: ++ on a const variable
 * check-command: sparse $file
 *
 * check-error-start
eval/incdec-const.c:5:9: error: assignment to const expression
 * check-error-end
 */
