void lock(int *) __attribute__((context(0, 1)));
void unlock(int *) __attribute__((context(1, 0)));
extern int gl, g;

static int f(int *c0, int k)
{
	int ret = 0;
	int *ci = c0;

	if (ci) {
		ci += g;
		lock(ci);
	}
	if (!ci)
		lock(&gl);
	if (!ci || !({ int z = 0; z; })) {
		if (k)
			ret = 1;
	}
	if (ci)
		unlock(ci);
	else
		unlock(&gl);
	return ret;
}
/*
 * check-name: blocks packed first to last, a child joining its parent
 * check-description: once simplified, the test of '!ci || ...' only
 *	branches to the body; as sparse packs the blocks, from the first
 *	on, the body then joins that test's block, which keeps its position
 *	(the kernel's swap_page_trans_huge_swapped() in mm/swapfile.c).
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
context/blocks-packed-in-order.c:16:9: warning: context imbalance in 'f' - different lock contexts for basic block
 * check-error-end
 */
