int d0(int n) { int k = 0; do { k++; } while (n--); return k + n; }
int d(int n) { int k = 0; do { k++; } while (k < n); return k; }
int e(int n, int m) { int k = 0, j = 5; do { k++; if (m) { j = 3; continue; } } while (k < n); return k + j; }
/*
 * check-name: unssa: a phi-node fed from its own block becomes a copy of its variable where it was, as upstream
 * check-command: test-unssa -Wno-decl $file
 *
 * check-output-start


.globl d0
d0:
.L0
	<entry-point>
	copy.32     %r12(n) <- %arg1
	copy.32     %r13(k) <- $0
	br          .L1

.L1
	copy.32     %r10(n) <- %r12(n)
	copy.32     %r11(k) <- %r13(k)
	add.32      %r2 <- %r11(k), $1
	add.32      %r4 <- %r10(n), $0xffffffff
	copy.32     %r12(n) <- %r4
	copy.32     %r13(k) <- %r2
	cbr         %r10(n), .L1, .L3

.L3
	add.32      %r8 <- %r2, %r4
	ret.32      %r8



.globl d
d:
.L5
	<entry-point>
	copy.32     %r22(k) <- $0
	br          .L6

.L6
	copy.32     %r21(k) <- %r22(k)
	add.32      %r15 <- %r21(k), $1
	setlt.32    %r18 <- %r15, %arg1
	copy.32     %r22(k) <- %r15
	cbr         %r18, .L6, .L8

.L8
	ret.32      %r15



.globl e
e:
.L10
	<entry-point>
	copy.32     %r37(k) <- $0
	copy.32     %r38(j) <- $5
	br          .L11

.L11
	copy.32     %r34(k) <- %r37(k)
	copy.32     %r36(j) <- %r38(j)
	add.32      %r24 <- %r34(k), $1
	select.32   %r35(j) <- %arg2, $3, %r36(j)
	setlt.32    %r29 <- %r24, %arg1
	copy.32     %r37(k) <- %r24
	copy.32     %r38(j) <- %r35(j)
	cbr         %r29, .L11, .L13

.L13
	add.32      %r32 <- %r24, %r35(j)
	ret.32      %r32

 * check-output-end
 */
