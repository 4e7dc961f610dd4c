struct v {
	int pad[8];
	void **pages;
};
void f(void *page);
static inline void g(void *page) { }

/*
 * The second loop's loads are unused (g() is empty): the memory pass
 * kills the last with what only it used, the load of v->pages among
 * it, which is then never rewritten (no phi source made and dropped)
 */
int t(struct v *v)
{
	int i;

	for (i = 0; i < 4; i++) {
		void *page = v->pages[i];
		if (!page)
			goto err;
		f(page);
	}
	return 0;
err:
	for (i = 0; i < 4; i++)
		g(v->pages[i]);
	return 1;
}
int probe(int n, int *p)
{
	int i, s = 0;
	for (i = 0; i < n; i++)
		s += p[i];
	return s;
}
/*
 * check-name: optim: an unused load goes with what only it used (its address's load) before the memory pass rewrites that, as sparse (the probe's phi numbers show it)
 * check-command: test-linearize -Wno-decl $file
 * check-output-start
t:
.L0:
	<entry-point>
	phisrc.32   %phi3(i) <- $0
	br          .L4

.L4:
	phi.32      %r29(i) <- %phi3(i), %phi4(i)
	setle.32    %r2 <- %r29(i), $3
	cbr         %r2, .L1, .L3

.L1:
	load.64     %r4 <- 32[%arg1]
	sext.64     %r6 <- (32) %r29(i)
	mul.64      %r7 <- %r6, $8
	add.64      %r8 <- %r4, %r7
	load.64     %r9 <- 0[%r8]
	cbr         %r9, .L6, .L7

.L6:
	call        f, %r9
	add.32      %r14 <- %r29(i), $1
	phisrc.32   %phi4(i) <- %r14
	br          .L4

.L7:
	phisrc.32   %phi5(i) <- $0
	br          .L12

.L12:
	phi.32      %r27(i) <- %phi5(i), %phi6(i)
	setle.32    %r17 <- %r27(i), $3
	cbr         %r17, .L9, .L11

.L9:
	add.32      %r26 <- %r27(i), $1
	phisrc.32   %phi6(i) <- %r26
	br          .L12

.L11:
	phisrc.32   %phi2(return) <- $1
	br          .L8

.L3:
	phisrc.32   %phi1(return) <- $0
	br          .L8

.L8:
	phi.32      %r15 <- %phi1(return), %phi2(return)
	ret.32      %r15


probe:
.L14:
	<entry-point>
	phisrc.32   %phi8(s) <- $0
	phisrc.32   %phi10(i) <- $0
	br          .L18

.L18:
	phi.32      %r47(s) <- %phi8(s), %phi9(s)
	phi.32      %r48(i) <- %phi10(i), %phi11(i)
	setlt.32    %r34 <- %r48(i), %arg1
	cbr         %r34, .L15, .L17

.L15:
	sext.64     %r37 <- (32) %r48(i)
	mul.64      %r38 <- %r37, $4
	add.64      %r39 <- %r38, %arg2
	load.32     %r40 <- 0[%r39]
	add.32      %r42 <- %r40, %r47(s)
	add.32      %r44 <- %r48(i), $1
	phisrc.32   %phi9(s) <- %r42
	phisrc.32   %phi11(i) <- %r44
	br          .L18

.L17:
	ret.32      %r47(s)


 * check-output-end
 */
