extern void reg(int (*)(int));
static inline int a1(int x) { return x + 1; }
static inline int a2(int x) { return x + 2; }
static inline int a3(int x) { return x + 3; }
static inline int a4(int x) { return x + 4; }
static inline int a5(int x) { return x + 5; }
static inline int a6(int x) { return x + 6; }
static inline int b1(int x) { reg(a6); return x; }
static inline int b2(int x) { reg(a1); return x; }

void f(int c) { b1(0); reg(b2); reg(c ? a3 : a2); }
static int (*p)(int) = a5;
void g(void) { if (0) reg(a4); }

/*
 * check-name: inline functions whose address is taken come in the order it is first taken
 * check-description: after the file's functions, each as its address is
 *	first taken while the file is evaluated (the false branch of ?:
 *	first); what their own bodies take after them; an address taken
 *	only in the copy a call makes is never checked (a6)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	call        reg, a6
	# call      %r2 <- b1, $0
	call        reg, b2
	ptrcast.64  %r6 <- (64) a2
	select.64   %r8 <- %arg1, a3, %r6
	call        reg, %r8
	ret


g:
.L3:
	<entry-point>
	ret


b2:
.L6:
	<entry-point>
	call        reg, a1
	ret.32      %arg1


a2:
.L8:
	<entry-point>
	add.32      %r14 <- %arg1, $2
	ret.32      %r14


a3:
.L10:
	<entry-point>
	add.32      %r17 <- %arg1, $3
	ret.32      %r17


a5:
.L12:
	<entry-point>
	add.32      %r20 <- %arg1, $5
	ret.32      %r20


a4:
.L14:
	<entry-point>
	add.32      %r23 <- %arg1, $4
	ret.32      %r23


a1:
.L16:
	<entry-point>
	add.32      %r26 <- %arg1, $1
	ret.32      %r26


 * check-output-end
 */
