typedef void (*handler_t)(int);

static void h1(unsigned int x)
{
}
static handler_t g(void)
{
	return h1;
}
/*
 * check-name: a handler whose argument differs only in signedness
 * check-command: sparse $file
 *
 * check-error-start
eval/fnptr-return-signedness.c:8:16: warning: incorrect type in return expression (incompatible argument 1 (different signedness))
eval/fnptr-return-signedness.c:8:16:    expected void ( * )( ... )
eval/fnptr-return-signedness.c:8:16:    got void ( * )( ... )
 * check-error-end
 */
