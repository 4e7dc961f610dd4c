void use(int);
int get(void);
int g[4][7];

void same_block(int n)
{
	int x = 0, y = 0;

	while (n--) {
		use(x);
		use(y);
		x = get();
		y = x;
	}
}

void different_sources(int n)
{
	int x = 0, y = 0;

	while (n--) {
		use(x);
		use(y);
		x++;
		y++;
	}
}

int dominated_block(void)
{
	int l;
	int *p = &l;

	for (g[1][5] = 0; g[1][5] <= 4; g[1][5] += 1)
		*p = 0;
	return g[1][0];
}
/*
 * check-name: optim: two phi-nodes whose sources are the same values from the same blocks are one (the one in the first or dominating place stays)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
same_block:
.L0:
	<entry-point>
	phisrc.32   %phi1(n) <- %arg1
	phisrc.32   %phi3(x) <- $0
	br          .L4

.L4:
	phi.32      %r8(n) <- %phi1(n), %phi2(n)
	phi.32      %r9(x) <- %phi3(x), %phi4(x)
	add.32      %r2 <- %r8(n), $0xffffffff
	cbr         %r8(n), .L1, .L3

.L1:
	call        use, %r9(x)
	call        use, %r9(x)
	call.32     %r6 <- get
	phisrc.32   %phi2(n) <- %r2
	phisrc.32   %phi4(x) <- %r6
	br          .L4

.L3:
	ret


different_sources:
.L5:
	<entry-point>
	phisrc.32   %phi7(n) <- %arg1
	phisrc.32   %phi9(x) <- $0
	phisrc.32   %phi11(y) <- $0
	br          .L9

.L9:
	phi.32      %r20(n) <- %phi7(n), %phi8(n)
	phi.32      %r21(x) <- %phi9(x), %phi10(x)
	phi.32      %r22(y) <- %phi11(y), %phi12(y)
	add.32      %r12 <- %r20(n), $0xffffffff
	cbr         %r20(n), .L6, .L8

.L6:
	call        use, %r21(x)
	call        use, %r22(y)
	add.32      %r17 <- %r21(x), $1
	add.32      %r19 <- %r22(y), $1
	phisrc.32   %phi8(n) <- %r12
	phisrc.32   %phi10(x) <- %r17
	phisrc.32   %phi12(y) <- %r19
	br          .L9

.L8:
	ret


dominated_block:
.L10:
	<entry-point>
	store.32    $0 -> 48[g]
	phisrc.32   %phi14 <- $0
	br          .L14

.L14:
	phi.32      %r24 <- %phi14, %phi15
	setle.32    %r25 <- %r24, $4
	cbr         %r25, .L11, .L13

.L11:
	add.32      %r28 <- %r24, $1
	store.32    %r28 -> 48[g]
	phisrc.32   %phi15 <- %r28
	br          .L14

.L13:
	load.32     %r29 <- 28[g]
	ret.32      %r29


 * check-output-end
 */
