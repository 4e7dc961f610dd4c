struct bf { unsigned a:3; int b:2; };

static void r(struct bf *p)
{
	p->a = 8;
	p->b = 2;
	p->a = 7;
	p->b = -3;
}
/*
 * check-name: truncating constants stored into bitfields
 * check-command: sparse $file
 *
 * check-error-start
eval/cast-truncate-bitfield.c:5:16: warning: cast truncates bits from constant value (8 becomes 0)
eval/cast-truncate-bitfield.c:8:16: warning: cast truncates bits from constant value (fffffffd becomes 1)
 * check-error-end
 */
