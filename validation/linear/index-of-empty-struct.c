struct empty { };
struct empty arr[4];

struct empty *variable(int i) { return &arr[i]; }
struct empty *constant(void) { return &arr[3]; }
struct empty *add(struct empty *p, long i) { return p + i; }

int g(int c, int a, int b) { return c ? a : b; }

/*
 * check-name: linear: an index into objects of no size is not scaled (a constant one is, to 0)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
variable:
.L0:
	<entry-point>
	sext.64     %r3 <- (32) %arg1
	add.64      %r4 <- %r3, arr
	ret.64      %r4


constant:
.L2:
	<entry-point>
	ret.64      arr


add:
.L4:
	<entry-point>
	add.64      %r11 <- %arg1, %arg2
	ret.64      %r11


g:
.L6:
	<entry-point>
	select.32   %r16 <- %arg1, %arg2, %arg3
	ret.32      %r16


 * check-output-end
 */
