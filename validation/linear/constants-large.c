int small(void) { return 1000; }
int large(void) { return 1001; }
int negative(void) { return -5; }
long lnegative(void) { return -5; }
unsigned long big(void) { return 0xdeadbeefUL; }

/*
 * check-name: large constants are shown in hex
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
small:
.L0:
	<entry-point>
	ret.32      $1000


large:
.L2:
	<entry-point>
	ret.32      $0x3e9


negative:
.L4:
	<entry-point>
	ret.32      $0xfffffffb


lnegative:
.L6:
	<entry-point>
	ret.64      $-5


big:
.L8:
	<entry-point>
	ret.64      $0xdeadbeef


 * check-output-end
 */
