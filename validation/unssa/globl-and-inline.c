static inline int si(int a) { return a; }
inline int ni(int a) { return a; }
extern inline int ei(int a) { return a; }
static int used(void) { return si(1); }
int x = 1, y;
static int z[4];
const char *s = "abc";
int (*fp)(void) = used;
_Static_assert(1, "x");
struct T { int a; } t1 = { 1 };
extern int late;
int late = 5;
static int fwd(void);
static int fwd(void) { return 2; }
/*
 * check-name: unssa: .globl for what is not static; inline functions only when their address is taken, at the end
 * check-command: test-unssa -Wno-decl $file
 *
 * check-output-start


used:
.L0
	<entry-point>
	# call      %r1 <- si, $1
	ret.32      $1

symbol x:
	type = 2
	modif= 2110
symbol y:
	type = 2
	modif= 2110
symbol z:
	type = 6
	modif= 14
symbol s:
	type = 4
	modif= 110
symbol fp:
	type = 4
	modif= 110
symbol t1:
	type = 7
	modif= 110
symbol late:
	type = 2
	modif= 2110
symbol fwd:
	type = 5
	modif= 2014


fwd:
.L3
	<entry-point>
	ret.32      $2

 * check-output-end
 */
