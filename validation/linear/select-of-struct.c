typedef struct { unsigned long v; } one_t;
typedef struct { int v, w; } two_t;
typedef struct { long a, b, c; } big_t;

unsigned long conv(int);

big_t both_args(int c, big_t a, big_t b) { return c ? a : b; }
one_t literal(int c, one_t a) { return c ? ((one_t){ conv(2) }) : a; }
one_t literal_constant(int c, one_t a) { return c ? ((one_t){ 1 }) : a; }
two_t literal_part(int c, two_t a, int x) { return c ? ((two_t){ x, x }) : a; }
one_t local_zero(int c, one_t a) { one_t z = { }; return c ? z : a; }

int g(int c, int a, int b) { return c ? a : b; }

/*
 * check-name: linear: a cheap ?: of any type is a select; a struct read whose initializer has a constant, nothing or a smaller entry at its start is unsafe and keeps the branch
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
both_args:
.L0:
	<entry-point>
	select.192  %r4 <- %arg1, %arg2, %arg3
	ret.192     %r4


literal:
.L2:
	<entry-point>
	call.64     %r6 <- conv, $2
	select.64   %r10 <- %arg1, %r6, %arg2
	ret.64      %r10


literal_constant:
.L4:
	<entry-point>
	select.64   %r16 <- %arg1, $1, %arg2
	ret.64      %r16


literal_part:
.L9:
	<entry-point>
	cbr         %arg1, .L11, .L12

.L11:
	store.64    $0 -> 0[<anon symbol:(nil)>]
	store.32    %arg3 -> 0[<anon symbol:(nil)>]
	store.32    %arg3 -> 4[<anon symbol:(nil)>]
	load.64     %r22 <- 0[<anon symbol:(nil)>]
	phisrc.64   %phi6 <- %r22
	br          .L13

.L12:
	phisrc.64   %phi7 <- %arg2
	br          .L13

.L13:
	phi.64      %r24 <- %phi6, %phi7
	ret.64      %r24


local_zero:
.L14:
	<entry-point>
	select.64   %r30 <- %arg1, $0, %arg2
	ret.64      %r30


g:
.L19:
	<entry-point>
	select.32   %r35 <- %arg1, %arg2, %arg3
	ret.32      %r35


 * check-output-end
 */
