int ends(int x, int w, int v) { int y = w * 3; int z = v * 5; return (y & x) | (z & x); }
int second_first(int x, int w, int v) { int y = w * 3; return (y & x) | (x & v); }
int first_second(int x, int w, int v) { int y = w * 3; return (x & v) | (y & x); }
int computed_after(int x, int z, int w) { int b = x & z; int y = w * 3; int a = y & x; return b | a; }
int computed_before(int x, int z, int w) { int y = w * 3; int b = x & z; int a = y & x; return b | a; }
/*
 * check-name: optim: a common operand is factored out whatever its places, unless the rest would be used before it is computed
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
ends:
.L0:
	<entry-point>
	mul.32      %r2 <- %arg2, $3
	mul.32      %r4 <- %arg3, $5
	or.32       %r10 <- %r2, %r4
	and.32      %r11 <- %r10, %arg1
	ret.32      %r11


second_first:
.L2:
	<entry-point>
	mul.32      %r14 <- %arg2, $3
	or.32       %r20 <- %r14, %arg3
	and.32      %r21 <- %r20, %arg1
	ret.32      %r21


first_second:
.L4:
	<entry-point>
	mul.32      %r24 <- %arg2, $3
	or.32       %r27 <- %r24, %arg3
	and.32      %r31 <- %r27, %arg1
	ret.32      %r31


computed_after:
.L6:
	<entry-point>
	and.32      %r35 <- %arg1, %arg2
	mul.32      %r37 <- %arg3, $3
	and.32      %r40 <- %r37, %arg1
	or.32       %r43 <- %r35, %r40
	ret.32      %r43


computed_before:
.L8:
	<entry-point>
	mul.32      %r46 <- %arg3, $3
	or.32       %r49 <- %r46, %arg2
	and.32      %r55 <- %r49, %arg1
	ret.32      %r55


 * check-output-end
 */
