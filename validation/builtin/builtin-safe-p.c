int g(void);
int plain(int x) { return __builtin_safe_p(x); }
int load(int *p) { return __builtin_safe_p(*p); }
int none(void) { return __builtin_safe_p(); }
int incr(int x) { return __builtin_safe_p(x++); }
int call(void) { return __builtin_safe_p(g()); }
int store(int x) { return __builtin_safe_p(x, x = 1); }
/*
 * check-name: __builtin_safe_p is 1 unless an argument has side effects
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
plain:
.L0:
	<entry-point>
	ret.32      $1


load:
.L2:
	<entry-point>
	ret.32      $1


none:
.L4:
	<entry-point>
	ret.32      $1


incr:
.L6:
	<entry-point>
	ret.32      $0


call:
.L8:
	<entry-point>
	ret.32      $0


store:
.L10:
	<entry-point>
	ret.32      $0


 * check-output-end
 */
