static void h(char *p)
{
	*p = 0x1ff;
	*p += 0x1ff;
}
/*
 * check-name: truncating constants in assignments, not in compound ones
 * check-command: sparse $file
 *
 * check-error-start
eval/cast-truncate-assign.c:3:14: warning: cast truncates bits from constant value (1ff becomes ff)
 * check-error-end
 */
