struct s { int a:3; };
static unsigned long f(struct s *p)
{
	return sizeof(p->a);
}
/*
 * check-name: sizeof of a bitfield
 * check-command: sparse $file
 *
 * check-error-start
eval/core/sizeof-bitfield.c:4:16: error: trying to examine bitfield type
 * check-error-end
 */
