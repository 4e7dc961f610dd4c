/*
 * The store to x in 'if (b)' is dead (the function returns after it):
 * its block, emptied, is bypassed when the blocks are packed, which
 * leaves 'cbr %arg2, .L7, .L7' in the block of 'if (a)': a br only in
 * the next round's simplify, and that block, then empty, is bypassed
 * by the next pack.  The memory pass runs in each round between, making
 * and dropping the phi source of the load of x in 'if (x)' (the call
 * in 'skip(0)' may write x), so probe's first phi source is %phi11, as
 * sparse's.
 */
extern unsigned long blk(unsigned long *);
extern void skip(unsigned long);

void f(int a, int b)
{
	unsigned long x;
	blk(&x);
	if (x == 1)
		skip(0);
	if (a) {
		if (b)
			x = 5;
		return;
	}
	if (x)
		skip(x);
}

int probe(int n, int *p) { int s = 0; while (n--) s += p[n]; return s; }
/*
 * check-name: optim: a cbr a bypass leaves with one target is a br in the next round, its block bypassed by the next pack
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	call.64     %r2 <- blk, x
	load.64     %r3 <- 0[x]
	seteq.32    %r4 <- %r3, $1
	cbr         %r4, .L1, .L2

.L1:
	call        skip, $0
	br          .L2

.L2:
	cbr         %arg1, .L7, .L4

.L4:
	load.64     %r9 <- 0[x]
	cbr         %r9, .L8, .L7

.L8:
	call        skip, %r9
	br          .L7

.L7:
	ret


probe:
.L10:
	<entry-point>
	phisrc.32   %phi11(n) <- %arg1
	phisrc.32   %phi13(s) <- $0
	br          .L14

.L14:
	phi.32      %r25(n) <- %phi11(n), %phi12(n)
	phi.32      %r26(s) <- %phi13(s), %phi14(s)
	add.32      %r13 <- %r25(n), $0xffffffff
	cbr         %r25(n), .L11, .L13

.L11:
	sext.64     %r17 <- (32) %r13
	mul.64      %r18 <- %r17, $4
	add.64      %r19 <- %r18, %arg2
	load.32     %r20 <- 0[%r19]
	add.32      %r22 <- %r20, %r26(s)
	phisrc.32   %phi12(n) <- %r13
	phisrc.32   %phi14(s) <- %r22
	br          .L14

.L13:
	ret.32      %r26(s)


 * check-output-end
 */
