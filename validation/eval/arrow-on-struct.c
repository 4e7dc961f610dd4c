struct s { int a; };

static int g(struct s v)
{
	return v->a;
}
/*
 * check-name: -> on a struct value
 * check-command: sparse $file
 *
 * check-error-start
eval/arrow-on-struct.c:5:17: error: cannot dereference this type
 * check-error-end
 */
