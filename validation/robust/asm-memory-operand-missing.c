static int f(void)
{
	int z = 0;
	asm("" : "=m"());
	return z;
}
/*
 * check-name: an asm memory operand without its expression: an error, no crash
 * check-description: found by fuzz/pipeline; the linearizer read the
 *	missing expression
 * check-command: sparse $file
 *
 * check-error-start
robust/asm-memory-operand-missing.c:4:23: error: an expression is expected before ')'
 * check-error-end
 */
