struct vec { int len; };
struct iter { struct vec bv; int idx; };
int copy(int len);
void h(void);

/*
 * it.bv.len in the loop is read where next() stored it, on the path
 * through its 'return 1'; the path through 'return 0' meets no store up
 * to the entry and adds nothing (sparse's rule).  The load is that
 * value at once, although it is not defined on that path: the branch
 * on the phi-node of 0 and 1 is threaded later and the path goes.
 * The numbers of the probe show the load is rewritten in the first
 * round it can be (not once the path is gone).
 */
static inline _Bool next(struct iter *it, int n, int *lens)
{
	if (it->idx >= n)
		return 0;
	it->bv.len = lens[it->idx] * 3;
	it->idx++;
	return 1;
}

int loop(int n, int *lens)
{
	struct iter it;

	it.idx = 0;
	while (next(&it, n, lens)) {
		if (copy(it.bv.len))
			return -1;
	}
	return 0;
}

int probe(int n)
{
	int i = 0;

	while (i < n) {
		h();
		i++;
	}
	return i;
}

/*
 * check-name: mem2reg: a load is a value some path from the entry does not define
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
loop:
.L0:
	<entry-point>
	store.32    $0 -> 4[it]
	phisrc.32   %phi7 <- $0
	br          .L4

.L4:
	phi.32      %r5 <- %phi7, %phi8
	setge.32    %r7 <- %r5, %arg1
	cbr         %r7, .L3, .L6

.L3:
	phisrc.32   %phi4(return) <- $0
	br          .L10

.L6:
	sext.64     %r12 <- (32) %r5
	mul.64      %r13 <- %r12, $4
	add.64      %r14 <- %r13, %arg2
	load.32     %r15 <- 0[%r14]
	mul.32      %r16 <- %r15, $3
	store.32    %r16 -> 0[it]
	add.32      %r20 <- %r5, $1
	store.32    %r20 -> 4[it]
	phisrc.32   %phi8 <- %r20
	# call      %r8 <- next, %r1, %r2, %r3
	call.32     %r22 <- copy, %r16
	cbr         %r22, .L8, .L4

.L8:
	phisrc.32   %phi3(return) <- $0xffffffff
	br          .L10

.L10:
	phi.32      %r24 <- %phi3(return), %phi4(return)
	ret.32      %r24


probe:
.L11:
	<entry-point>
	phisrc.32   %phi10(i) <- $0
	br          .L15

.L15:
	phi.32      %r34(i) <- %phi10(i), %phi11(i)
	setlt.32    %r29 <- %r34(i), %arg1
	cbr         %r29, .L12, .L14

.L12:
	call        h
	add.32      %r31 <- %r34(i), $1
	phisrc.32   %phi11(i) <- %r31
	br          .L15

.L14:
	ret.32      %r34(i)


 * check-output-end
 */
