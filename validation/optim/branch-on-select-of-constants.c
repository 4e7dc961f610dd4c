void *lookup(int);
void use(int);
static inline int validate(int c) { return lookup(c) ? 0 : -22; }
int zero_when_true(int c) { int error = validate(c); if (!error) use(1); return error; }
int zero_when_false(int x) { int e = x ? 5 : 0; if (e == 0) use(1); return e; }
int never_zero(int x) { int e = x ? 5 : 7; if (e) use(1); return e; }
int select_unused(int x) { int e = x > 3 ? 0 : 3; if (e) use(1); return 0; }
/*
 * check-name: optim: a branch on 'select c, $A, $B' of constants is a branch on c (swapped when A is 0), or a jump when A and B are both 0 or both not
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
zero_when_true:
.L0:
	<entry-point>
	call.64     %r3 <- lookup, %arg1
	select.32   %r4 <- %r3, $0, $0xffffffea
	# call      %r5 <- validate, %r1
	cbr         %r3, .L2, .L3

.L2:
	call        use, $1
	br          .L3

.L3:
	ret.32      %r4


zero_when_false:
.L5:
	<entry-point>
	select.32   %r11 <- %arg1, $5, $0
	cbr         %arg1, .L7, .L6

.L6:
	call        use, $1
	br          .L7

.L7:
	ret.32      %r11


never_zero:
.L9:
	<entry-point>
	select.32   %r17 <- %arg1, $5, $7
	call        use, $1
	ret.32      %r17


select_unused:
.L13:
	<entry-point>
	setgt.32    %r23 <- %arg1, $3
	cbr         %r23, .L15, .L14

.L14:
	call        use, $1
	br          .L15

.L15:
	ret.32      $0


 * check-output-end
 */
