struct t { char c[3]; };
static long f(struct t *a, struct t *b)
{
	return a - b;
}
/*
 * check-name: -Wptr-subtraction-blows: a size that is no power of 2
 * check-command: sparse -Wptr-subtraction-blows $file
 *
 * check-error-start
eval/core/ptr-sub-blows.c:4:18: warning: potentially expensive pointer subtraction
eval/core/ptr-sub-blows.c:4:18:     'struct t' has a non-power-of-2 size: 3
 * check-error-end
 */
