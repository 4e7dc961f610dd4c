struct bf { int a:3; };

static int *j(struct bf *p)
{
	return &p->a;
}
/*
 * check-name: taking the address of a bitfield
 * check-command: sparse $file
 *
 * check-error-start
eval/address-of-bitfield.c:5:17: warning: incorrect type in return expression (different base types)
eval/address-of-bitfield.c:5:17:    expected int *
eval/address-of-bitfield.c:5:17:    got int *:3
 * check-error-end
 */
