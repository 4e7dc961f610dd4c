struct ka { unsigned int *num; };
extern int pa(unsigned int *);
extern int pc(const unsigned int *);

int f7(unsigned int *const p, unsigned int *q) { return pa(p ?: q); }
int f8(unsigned int *p, unsigned int *const q) { return pa(p ?: q); }
int g1(struct ka *s, const struct ka *cs, int c) { return pa(c ? s->num : cs->num); }
int g2(struct ka *s, const struct ka *cs, int c) { return pa(c ? cs->num : s->num); }
int g5(unsigned int *const p) { return pa(p); }
int m7(const unsigned int *const p, unsigned int *q) { return pc(p ?: q); }
int n3(volatile struct ka *s, const struct ka *cs, int c) { return pa(c ? s->num : cs->num); }

/*
 * check-name: a conditional's operand of qualified pointer type is converted
 * check-description: an operand whose type is qualified ('T *const', a
 *	member read through a pointer to const) gets a ptrcast to the
 *	conditional's type even when that is its own pointer type; the other
 *	operand of that same type gets none (s->num), nor does an argument,
 *	nor one whose target has those qualifiers too (m7)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f7:
.L0:
	<entry-point>
	ptrcast.64  %r2 <- (64) %arg2
	ptrcast.64  %r4 <- (64) %arg1
	select.64   %r5 <- %r4, %r4, %r2
	call.32     %r6 <- pa, %r5
	ret.32      %r6


f8:
.L2:
	<entry-point>
	ptrcast.64  %r9 <- (64) %arg2
	select.64   %r11 <- %arg1, %arg1, %r9
	call.32     %r12 <- pa, %r11
	ret.32      %r12


g1:
.L4:
	<entry-point>
	cbr         %arg3, .L6, .L7

.L6:
	load.64     %r17 <- 0[%arg1]
	phisrc.64   %phi3 <- %r17
	br          .L8

.L7:
	load.64     %r19 <- 0[%arg2]
	ptrcast.64  %r20 <- (64) %r19
	phisrc.64   %phi4 <- %r20
	br          .L8

.L8:
	phi.64      %r21 <- %phi3, %phi4
	call.32     %r22 <- pa, %r21
	ret.32      %r22


g2:
.L9:
	<entry-point>
	cbr         %arg3, .L11, .L12

.L11:
	load.64     %r27 <- 0[%arg2]
	ptrcast.64  %r28 <- (64) %r27
	phisrc.64   %phi6 <- %r28
	br          .L13

.L12:
	load.64     %r30 <- 0[%arg1]
	phisrc.64   %phi7 <- %r30
	br          .L13

.L13:
	phi.64      %r31 <- %phi6, %phi7
	call.32     %r32 <- pa, %r31
	ret.32      %r32


g5:
.L14:
	<entry-point>
	call.32     %r35 <- pa, %arg1
	ret.32      %r35


m7:
.L16:
	<entry-point>
	ptrcast.64  %r38 <- (64) %arg2
	select.64   %r40 <- %arg1, %arg1, %r38
	call.32     %r41 <- pc, %r40
	ret.32      %r41


n3:
.L18:
	<entry-point>
	cbr         %arg3, .L20, .L21

.L20:
	load.64     %r46 <- 0[%arg1]
	ptrcast.64  %r47 <- (64) %r46
	phisrc.64   %phi11 <- %r47
	br          .L22

.L21:
	load.64     %r49 <- 0[%arg2]
	ptrcast.64  %r50 <- (64) %r49
	phisrc.64   %phi12 <- %r50
	br          .L22

.L22:
	phi.64      %r51 <- %phi11, %phi12
	call.32     %r52 <- pa, %r51
	ret.32      %r52


 * check-output-end
 */
