unsigned f(unsigned x) { return (x & 0xf0f) & 0xff; }
unsigned g(unsigned x, unsigned y) { return ((x & 0xf00) | (y & 0xf0)) & 0xff; }
/*
 * check-name: optim: (x & A) & B is x & (A & B), the inner and gone
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	and.32      %r3 <- %arg1, $15
	ret.32      %r3


g:
.L2:
	<entry-point>
	and.32      %r10 <- %arg2, $240
	ret.32      %r10


 * check-output-end
 */
