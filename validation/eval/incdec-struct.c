struct s { int a; };

static void f(struct s v)
{
	v++;
}
/*
 * check-name: ++ on a struct
 * check-command: sparse $file
 *
 * check-error-start
eval/incdec-struct.c:5:10: error: need scalar for ++/--
 * check-error-end
 */
