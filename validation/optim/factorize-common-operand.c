int or_of_and(int x, int y, int z) { return (x & y) | (x & z); }
int and_of_or(int x, int y, int z) { return (x | y) & (x | z); }
int xor_of_and(int x, int y, int z) { return (x & y) ^ (x & z); }
int add_of_mul(int x, int y, int z) { return (x * y) + (x * z); }
int add_of_mul_right(int x, int y, int z) { return (y * x) + (z * x); }
long or_of_and_long(long x, long y, long z) { return (x & y) | (z & x); }
int common_constant(int x, int y) { return (x & 5) | (y & 5); }
int first_used_twice(int x, int y, int z) { int a = x & y; int b = x & z; return (a | b) + a; }
int second_used_twice(int x, int y, int z) { int a = x & y; int b = x & z; return (a | b) + b; }
int both_used_twice(int x, int y, int z) { int a = x & y; int b = x & z; return (a | b) + b + a; }
int not_or_of_or(int x, int y, int z) { return (x | y) | (x | z); }
int not_xor_of_or(int x, int y, int z) { return (x | y) ^ (x | z); }
int not_sub_of_mul(int x, int y, int z) { return (x * y) - (x * z); }
/*
 * check-name: optim: (x & y) | (x & z) is x & (y | z), and so & of |, ^ of &, + of *; the operation used only there is reused
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
or_of_and:
.L0:
	<entry-point>
	or.32       %r6 <- %arg2, %arg3
	and.32      %r7 <- %r6, %arg1
	ret.32      %r7


and_of_or:
.L2:
	<entry-point>
	and.32      %r14 <- %arg2, %arg3
	or.32       %r15 <- %r14, %arg1
	ret.32      %r15


xor_of_and:
.L4:
	<entry-point>
	xor.32      %r22 <- %arg2, %arg3
	and.32      %r23 <- %r22, %arg1
	ret.32      %r23


add_of_mul:
.L6:
	<entry-point>
	add.32      %r30 <- %arg2, %arg3
	mul.32      %r31 <- %r30, %arg1
	ret.32      %r31


add_of_mul_right:
.L8:
	<entry-point>
	add.32      %r38 <- %arg2, %arg3
	mul.32      %r39 <- %r38, %arg1
	ret.32      %r39


or_of_and_long:
.L10:
	<entry-point>
	or.64       %r46 <- %arg2, %arg3
	and.64      %r47 <- %r46, %arg1
	ret.64      %r47


common_constant:
.L12:
	<entry-point>
	or.32       %r52 <- %arg1, %arg2
	and.32      %r53 <- %r52, $5
	ret.32      %r53


first_used_twice:
.L14:
	<entry-point>
	and.32      %r57 <- %arg1, %arg2
	or.32       %r60 <- %arg2, %arg3
	and.32      %r63 <- %r60, %arg1
	add.32      %r65 <- %r57, %r63
	ret.32      %r65


second_used_twice:
.L16:
	<entry-point>
	or.32       %r69 <- %arg2, %arg3
	and.32      %r72 <- %arg1, %arg3
	and.32      %r75 <- %r69, %arg1
	add.32      %r77 <- %r72, %r75
	ret.32      %r77


both_used_twice:
.L18:
	<entry-point>
	and.32      %r81 <- %arg1, %arg2
	and.32      %r84 <- %arg1, %arg3
	or.32       %r87 <- %r81, %r84
	add.32      %r89 <- %r84, %r87
	add.32      %r91 <- %r81, %r89
	ret.32      %r91


not_or_of_or:
.L20:
	<entry-point>
	or.32       %r95 <- %arg1, %arg2
	or.32       %r98 <- %arg1, %arg3
	or.32       %r99 <- %r95, %r98
	ret.32      %r99


not_xor_of_or:
.L22:
	<entry-point>
	or.32       %r103 <- %arg1, %arg2
	or.32       %r106 <- %arg1, %arg3
	xor.32      %r107 <- %r103, %r106
	ret.32      %r107


not_sub_of_mul:
.L24:
	<entry-point>
	mul.32      %r111 <- %arg1, %arg2
	mul.32      %r114 <- %arg1, %arg3
	sub.32      %r115 <- %r111, %r114
	ret.32      %r115


 * check-output-end
 */
