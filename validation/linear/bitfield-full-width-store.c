struct d { long x; _Bool a:1; _Bool b:1; int c; unsigned u:32; long l:64; int i:8; };
void f(struct d *p){ p->a = 1; }
void g(struct d *p){ p->b = 1; }
int h(struct d *p){ return p->b; }
void k(struct d *p, _Bool v){ p->a = v; }
void m(struct d *p, int v){ p->u = v; p->l = v; }
int n(struct d *p){ return p->u + p->l; }
void q(struct d *p){ p->a++; p->u += 2; }
/*
 * check-name: linear: a bit-field as wide as its type is stored as it is
 * check-description: as sparse: '_Bool a:1', 'unsigned u:32' and
 *	'long l:64' take no load, mask and or (the numbers after them as
 *	sparse's)
 * check-command: test-linearize -Wno-decl -fdump-ir=linearize $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	store.64    %arg1 -> 0[p]
	load.64     %r1 <- 0[p]
	store.1     $1 -> 8[%r1]
	br          .L1

.L1:
	ret


g:
.L2:
	<entry-point>
	store.64    %arg1 -> 0[p]
	load.64     %r2 <- 0[p]
	store.1     $1 -> 9[%r2]
	br          .L3

.L3:
	ret


h:
.L4:
	<entry-point>
	store.64    %arg1 -> 0[p]
	load.64     %r3 <- 0[p]
	load.1      %r4 <- 9[%r3]
	zext.32     %r5 <- (1) %r4
	phisrc.32   %phi1(return) <- %r5
	br          .L5

.L5:
	phi.32      %r6 <- %phi1(return)
	ret.32      %r6


k:
.L6:
	<entry-point>
	store.64    %arg1 -> 0[p]
	store.1     %arg2 -> 0[v]
	load.1      %r7 <- 0[v]
	load.64     %r8 <- 0[p]
	store.1     %r7 -> 8[%r8]
	br          .L7

.L7:
	ret


m:
.L8:
	<entry-point>
	store.64    %arg1 -> 0[p]
	store.32    %arg2 -> 0[v]
	load.32     %r9 <- 0[v]
	load.64     %r10 <- 0[p]
	store.32    %r9 -> 16[%r10]
	load.32     %r11 <- 0[v]
	sext.64     %r12 <- (32) %r11
	load.64     %r13 <- 0[p]
	store.64    %r12 -> 24[%r13]
	br          .L9

.L9:
	ret


n:
.L10:
	<entry-point>
	store.64    %arg1 -> 0[p]
	load.64     %r14 <- 0[p]
	load.32     %r15 <- 16[%r14]
	zext.64     %r16 <- (32) %r15
	load.64     %r17 <- 0[p]
	load.64     %r18 <- 24[%r17]
	add.64      %r19 <- %r16, %r18
	trunc.32    %r20 <- (64) %r19
	phisrc.32   %phi2(return) <- %r20
	br          .L11

.L11:
	phi.32      %r21 <- %phi2(return)
	ret.32      %r21


q:
.L12:
	<entry-point>
	store.64    %arg1 -> 0[p]
	load.64     %r22 <- 0[p]
	load.1      %r23 <- 8[%r22]
	add.1       %r24 <- %r23, $1
	store.1     %r24 -> 8[%r22]
	load.64     %r25 <- 0[p]
	load.32     %r26 <- 16[%r25]
	add.32      %r27 <- %r26, $2
	store.32    %r27 -> 16[%r25]
	br          .L13

.L13:
	ret


 * check-output-end
 */
