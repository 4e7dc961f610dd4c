void ops(int *p, unsigned *u, int n)
{
	*p += n;
	*p -= 2;
	*p *= n;
	*p /= n;
	*u /= 3;
	*u >>= 1;
	*p >>= 1;
	*p |= 4;
}

/*
 * check-name: compound assignments load, compute and store
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
ops:
.L0:
	<entry-point>
	load.32     %r3 <- 0[%arg1]
	add.32      %r4 <- %r3, %arg3
	store.32    %r4 -> 0[%arg1]
	load.32     %r6 <- 0[%arg1]
	sub.32      %r7 <- %r6, $2
	store.32    %r7 -> 0[%arg1]
	load.32     %r10 <- 0[%arg1]
	mul.32      %r11 <- %r10, %arg3
	store.32    %r11 -> 0[%arg1]
	load.32     %r14 <- 0[%arg1]
	divs.32     %r15 <- %r14, %arg3
	store.32    %r15 -> 0[%arg1]
	load.32     %r17 <- 0[%arg2]
	divu.32     %r18 <- %r17, $3
	store.32    %r18 -> 0[%arg2]
	load.32     %r20 <- 0[%arg2]
	lsr.32      %r21 <- %r20, $1
	store.32    %r21 -> 0[%arg2]
	load.32     %r23 <- 0[%arg1]
	asr.32      %r24 <- %r23, $1
	store.32    %r24 -> 0[%arg1]
	load.32     %r26 <- 0[%arg1]
	or.32       %r27 <- %r26, $4
	store.32    %r27 -> 0[%arg1]
	ret


 * check-output-end
 */
