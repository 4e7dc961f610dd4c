static inline int fls(unsigned x) { int r; asm("bsrl %1,%0" : "=r" (r) : "rm" (x), "0" (-1)); return r + 1; }
static inline int ilog2(unsigned n) { return fls(n) - 1; }
int one_plus_ilog2(unsigned n) { return 1 + ilog2(n); }
int back_to_first(int r) { int a = r + 1; int b = a - 1; return b + 1; }
int other_constants(int r) { int a = r + 3; int b = a - 1; return b + 5; }
/*
 * check-name: optim: 'sub x, $c' made 'add x, $-c' is the whole of that visit, as upstream: a later 'add' folds through it first, to the earlier result
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
one_plus_ilog2:
.L0:
	<entry-point>
	asm         "bsrl %1,%0"
		out: "=r" (%r4)
		in: "rm" (%arg1), "0" ($0xffffffff)
	add.32      %r6 <- %r4, $1
	# call      %r7 <- fls, %r2
	# call      %r9 <- ilog2, %r1
	ret.32      %r6


back_to_first:
.L4:
	<entry-point>
	add.32      %r13 <- %arg1, $1
	ret.32      %r13


other_constants:
.L6:
	<entry-point>
	add.32      %r24 <- %arg1, $7
	ret.32      %r24


 * check-output-end
 */
