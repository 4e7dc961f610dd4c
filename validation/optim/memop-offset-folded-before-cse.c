int g[8];
int v;
int *q;

/*
 * g[k] and &g[k] are 'add g, $28' once the loop is found to run once:
 * the load's add is folded into its offset before CSE, so it is dead
 * by then and the inner loop keeps its own add.
 */
void fold_then_cse(int n)
{
	int k, i;

	for (k = 7; k >= 0; k--) {
		v |= g[k];
		for (i = 0; i < n; i++)
			q = &g[k];
		break;
	}
}

/*
 * check-name: optim: offsets folded into the memops before CSE
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
fold_then_cse:
.L0:
	<entry-point>
	load.32     %r8 <- 28[g]
	load.32     %r9 <- 0[v]
	or.32       %r10 <- %r8, %r9
	store.32    %r10 -> 0[v]
	phisrc.32   %phi1(i) <- $0
	br          .L8

.L8:
	phi.32      %r23(i) <- %phi1(i), %phi2(i)
	setlt.32    %r13 <- %r23(i), %arg1
	cbr         %r13, .L5, .L3

.L5:
	add.64      %r18 <- g, $28
	store.64    %r18 -> 0[q]
	add.32      %r20 <- %r23(i), $1
	phisrc.32   %phi2(i) <- %r20
	br          .L8

.L3:
	ret


 * check-output-end
 */
