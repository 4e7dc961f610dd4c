static void m(short *s, unsigned short *u, char *p, int *i)
{
	*s = 65535;
	*s = -32769;
	*u = -1;
	*u = 65536;
	*p = 255;
	*p = 128;
	*p = -128;
	*p = -129;
	*i = 0xffffffff;
	*i = 0x100000000;
	*i = -0x80000001LL;
}
/*
 * check-name: a constant fitting the signed or the unsigned range is not truncated
 * check-command: sparse $file
 *
 * check-error-start
eval/cast-truncate-signed-unsigned-range.c:4:14: warning: cast truncates bits from constant value (ffff7fff becomes 7fff)
eval/cast-truncate-signed-unsigned-range.c:6:14: warning: cast truncates bits from constant value (10000 becomes 0)
eval/cast-truncate-signed-unsigned-range.c:10:14: warning: cast truncates bits from constant value (ffffff7f becomes 7f)
eval/cast-truncate-signed-unsigned-range.c:12:14: warning: cast truncates bits from constant value (100000000 becomes 0)
eval/cast-truncate-signed-unsigned-range.c:13:14: warning: cast truncates bits from constant value (ffffffff7fffffff becomes 7fffffff)
 * check-error-end
 */
