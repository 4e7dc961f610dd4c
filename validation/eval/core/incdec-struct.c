struct s { int a; };
static void f(struct s x)
{
	x++;
}
/*
 * check-name: ++ on a struct
 * check-command: sparse $file
 *
 * check-error-start
eval/core/incdec-struct.c:4:10: error: need scalar for ++/--
 * check-error-end
 */
