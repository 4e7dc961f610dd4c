void warn(void);
void release(void);

static inline int test(int old)
{
	if (old == 1)
		return 1;
	if (old < 0)
		warn();
	return 0;
}

int f(int old, int x)
{
	int ret = x;

	if (old == 7) {
		ret = 5;
		goto out;
	}
	if (test(old))
		release();
out:
	return ret;
}

int g(int c, int a, int b) { return c ? a : b; }

/*
 * check-name: optim: once a branch is threaded, its phi-node left with one source is simplified before the blocks are packed (the empty block is bypassed, the merge block keeps its label)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	seteq.32    %r3 <- %arg1, $7
	cbr         %r3, .L1, .L2

.L1:
	phisrc.32   %phi4(ret) <- $5
	br          .L3

.L2:
	seteq.32    %r6 <- %arg1, $1
	cbr         %r6, .L4, .L7

.L4:
	call        release
	phisrc.32   %phi6(ret) <- %arg2
	br          .L3

.L7:
	setlt.32    %r9 <- %arg1, $0
	cbr         %r9, .L9, .L8

.L9:
	call        warn
	br          .L8

.L8:
	# call      %r7 <- test, %r4
	phisrc.32   %phi5(ret) <- %arg2
	br          .L3

.L3:
	phi.32      %r13(ret) <- %phi4(ret), %phi5(ret), %phi6(ret)
	ret.32      %r13(ret)


g:
.L12:
	<entry-point>
	select.32   %r18 <- %arg1, %arg2, %arg3
	ret.32      %r18


 * check-output-end
 */
