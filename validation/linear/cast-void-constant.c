/* The value of an inlined call is its body's last statement: (void) of a
 * constant is still that constant (as of -1 bits: the top bit drops). */
static inline void sz(int *p) { (void)(sizeof(*p)); }
static inline void neg(int c) { (void)-1; }
static inline void trunc(int c) { (void)(char)300; }
static inline void flt(int c) { (void)1.5; }
static inline void sum(int c) { (void)(1 + 2); }
static inline void and(int c) { (void)(0 && c); }
static inline void var(int *p) { (void)p; }
static inline void none(int c) { (void)3; ; }
void f(int *p, int c)
{
	sz(p); neg(c); trunc(c); flt(c); sum(c); and(c); var(p); none(c);
}
/*
 * check-name: (void) of a constant is still that constant (-1 is 0x7fffffffffffffff), as sparse: the value of an inlined call ending in (void)sizeof(x)
 * check-command: test-linearize -Wno-decl -Wno-cast-truncate $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	# call      $4 <- sz, %r1
	# call      $0x7fffffffffffffff <- neg, %r2
	# call      $44 <- trunc, %r3
	# call      $1 <- flt, %r4
	# call      $3 <- sum, %r5
	# call      $0 <- and, %r6
	# call      var, %r7
	ret


 * check-output-end
 */
