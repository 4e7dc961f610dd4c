void lock(void) __attribute__((context(0, 1)));
void unlock(void) __attribute__((context(1, 0)));
int ci;

static void f(void)
{
	if (ci)
		lock();
	if (ci || !0)
		unlock();
}
/*
 * check-name: a block left with only its branch is bypassed
 * check-description: the test of the second 'if' is always true: once
 *	its branch is folded, the block that computed it holds nothing
 *	else and its parents go straight to the unlock, as in sparse,
 *	instead of the unlock joining that block: the imbalance is at the
 *	unlock's block.
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
context/folded-branch-empty-block.c:10:17: warning: context imbalance in 'f' - different lock contexts for basic block
 * check-error-end
 */
