static int a1[(short)0x12345 ? 1 : 2];
static int x1 = (short)0x12346 ? 1 : 2;
static int x2 = ((short)0x12347 == 0) ? 1 : 2;
static int x3 = (0, (short)0x12348) ? 1 : 2;
static int x4 = ((short)0x12349) ?: 2;
static int x5 = 0 ? 2 : (short)0x1234a;
static int x6 = (1 / 0) ? 1 : 2;
static int f(int a)
{
	if ((short)0x1234b)
		return a;
	return (short)0x1234c ? a : 2;
}
/*
 * check-name: the integer constant condition of ?: folds quietly
 *
 * check-error-start
expand/cast-truncate-conditional.c:4:28: warning: cast truncates bits from constant value (12348 becomes 2348)
expand/cast-truncate-conditional.c:6:32: warning: cast truncates bits from constant value (1234a becomes 234a)
expand/cast-truncate-conditional.c:7:20: warning: division by zero
expand/cast-truncate-conditional.c:10:20: warning: cast truncates bits from constant value (1234b becomes 234b)
 * check-error-end
 */
