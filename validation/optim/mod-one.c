int mods(int x) { return x % 1; }
unsigned modu(unsigned x) { return x % 1; }
long mods_long(long x) { return x % 1; }
int mods_minus_one(int x) { return x % -1; }
/*
 * check-name: optim: x % $1 is 0, signed or not; x % $-1 stays
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
mods:
.L0:
	<entry-point>
	ret.32      $0


modu:
.L2:
	<entry-point>
	ret.32      $0


mods_long:
.L4:
	<entry-point>
	ret.64      $0


mods_minus_one:
.L6:
	<entry-point>
	mods.32     %r11 <- %arg1, $0xffffffff
	ret.32      %r11


 * check-output-end
 */
