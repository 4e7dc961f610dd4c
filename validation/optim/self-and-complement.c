int or_self(int x) { return x | x; }
long and_self(long x) { return x & x; }
int or_not(int x) { return ~x | x; }
int xor_not(int x) { return x ^ ~x; }
int and_not(int x) { return ~x & x; }
int and_not_right(int x) { return x & ~x; }
long and_not_long(long x) { return ~x & x; }
int xor_all_ones(int x) { return x ^ ~0; }
long xor_all_ones_long(long x) { return x ^ -1; }
/*
 * check-name: optim: x | x and x & x are x; x | ~x and x ^ ~x are $-1, x & ~x is 0; x ^ $-1 is ~x
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
or_self:
.L0:
	<entry-point>
	ret.32      %arg1


and_self:
.L2:
	<entry-point>
	ret.64      %arg1


or_not:
.L4:
	<entry-point>
	ret.32      $0xffffffff


xor_not:
.L6:
	<entry-point>
	ret.32      $0xffffffff


and_not:
.L8:
	<entry-point>
	ret.32      $0


and_not_right:
.L10:
	<entry-point>
	ret.32      $0


and_not_long:
.L12:
	<entry-point>
	ret.64      $0


xor_all_ones:
.L14:
	<entry-point>
	not.32      %r35 <- %arg1
	ret.32      %r35


xor_all_ones_long:
.L16:
	<entry-point>
	not.64      %r38 <- %arg1
	ret.64      %r38


 * check-output-end
 */
