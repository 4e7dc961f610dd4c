static char a[5][0x1fffffffffffffff];
static char b[3][0x7ffffffffffffffe];
static char c[0x7fffffffffffffff][0x7fffffffffffffff];
static char d[0x2000000000000001][0x1fffffffffffffff];
static char e[2][3][0x1fffffffffffffff];

long fa(void) { return sizeof(a); }
long fb(void) { return sizeof(b); }
long fc(void) { return sizeof(c); }
long fd(void) { return sizeof(d); }
long fe(void) { return sizeof(e); }
long fv(void) { return sizeof(int[3][*]); }
/*
 * check-name: an array of arrays whose size in bits wrapped: the element's wrapped size is multiplied on, as sparse
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
fa:
.L0:
	<entry-point>
	ret.64      $0x9ffffffffffffffb


fb:
.L2:
	<entry-point>
	ret.64      $0x7ffffffffffffffa


fc:
.L4:
	<entry-point>
	ret.64      $1


fd:
.L6:
	<entry-point>
	ret.64      $-1


fe:
.L8:
	<entry-point>
	ret.64      $0xbffffffffffffffa


fv:
.L10:
	<entry-point>
	ret.64      $0


 * check-output-end
 */
