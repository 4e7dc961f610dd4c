#define deref(p)	((typeof(*p) __attribute__((force)) *)(p))
#define deref_stmt(p)	({ deref(p); })

void *x;

int in_and(void **s, int o) { return o < 3 && deref(s[o]); }
int in_not(void **s) { return !deref(s[0]); }
int in_select(void **s) { return deref(s[0]) ? 1 : 2; }
int against_null(void **s) { return deref(s[0]) != (void *)0; }
int against_pointer(void **s) { return deref(s[0]) == x; }
int stmt_in_if(void **s) { if (deref_stmt(s[0])) return 1; return 0; }
void *stmt_returned(void **s) { return deref_stmt(s[0]); }

int g(int c, int a, int b) { return c ? a : b; }

/*
 * check-name: linear: a forced cast to a pointer to typeof() of void that is tested (&&, !, ?:, against a null pointer, a statement expression's value) is a ptrcast; compared with a pointer or returned it is none
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
in_and:
.L0:
	<entry-point>
	setle.32    %r3 <- %arg2, $2
	phisrc.32   %phi1 <- $0
	cbr         %r3, .L2, .L3

.L2:
	sext.64     %r6 <- (32) %arg2
	mul.64      %r7 <- %r6, $8
	add.64      %r8 <- %r7, %arg1
	load.64     %r9 <- 0[%r8]
	ptrcast.64  %r10 <- (64) %r9
	setne.32    %r12 <- %r10, $0
	phisrc.32   %phi2 <- %r12
	br          .L3

.L3:
	phi.32      %r1 <- %phi1, %phi2
	ret.32      %r1


in_not:
.L4:
	<entry-point>
	load.64     %r15 <- 0[%arg1]
	ptrcast.64  %r16 <- (64) %r15
	seteq.32    %r17 <- %r16, $0
	ret.32      %r17


in_select:
.L6:
	<entry-point>
	load.64     %r20 <- 0[%arg1]
	ptrcast.64  %r21 <- (64) %r20
	select.32   %r22 <- %r21, $1, $2
	ret.32      %r22


against_null:
.L8:
	<entry-point>
	load.64     %r25 <- 0[%arg1]
	ptrcast.64  %r26 <- (64) %r25
	setne.32    %r27 <- %r26, $0
	ret.32      %r27


against_pointer:
.L10:
	<entry-point>
	load.64     %r30 <- 0[%arg1]
	load.64     %r31 <- 0[x]
	seteq.32    %r32 <- %r30, %r31
	ret.32      %r32


stmt_in_if:
.L12:
	<entry-point>
	load.64     %r35 <- 0[%arg1]
	ptrcast.64  %r36 <- (64) %r35
	setne.32    %r38 <- %r36, $0
	ret.32      %r38


stmt_returned:
.L16:
	<entry-point>
	load.64     %r40 <- 0[%arg1]
	ret.64      %r40


g:
.L18:
	<entry-point>
	select.32   %r45 <- %arg1, %arg2, %arg3
	ret.32      %r45


 * check-output-end
 */
