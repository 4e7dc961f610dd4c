int f(int *p, unsigned int *q, int n)
{
	*p >>= n;
	*q >>= n;
	return *p;
}
/*
 * check-name: linear: >>= is asr for int and lsr for unsigned
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	load.32     %r3 <- 0[%arg1]
	asr.32      %r4 <- %r3, %arg3
	store.32    %r4 -> 0[%arg1]
	load.32     %r7 <- 0[%arg2]
	lsr.32      %r8 <- %r7, %arg3
	store.32    %r8 -> 0[%arg2]
	load.32     %r10 <- 0[%arg1]
	ret.32      %r10


 * check-output-end
 */
