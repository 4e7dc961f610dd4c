int pre(int *p) { return ++*p; }
int post(int *p) { return (*p)--; }
long *step(long *p) { return p++; }

/*
 * check-name: pre and post increment and decrement
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
pre:
.L0:
	<entry-point>
	load.32     %r2 <- 0[%arg1]
	add.32      %r3 <- %r2, $1
	store.32    %r3 -> 0[%arg1]
	ret.32      %r3


post:
.L2:
	<entry-point>
	load.32     %r6 <- 0[%arg1]
	sub.32      %r7 <- %r6, $1
	store.32    %r7 -> 0[%arg1]
	ret.32      %r6


step:
.L4:
	<entry-point>
	store.64    %arg1 -> 0[p]
	add.64      %r10 <- %arg1, $8
	ret.64      %arg1


 * check-output-end
 */
