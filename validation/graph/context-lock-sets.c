struct dev { int lock; int n; };
extern void lock(struct dev *d) __attribute__((context(&d->lock, 0, 1)));
extern void unlock(struct dev *d) __attribute__((context(&d->lock, 1, 0)));

void two(struct dev *a, struct dev *b, int c);
void two(struct dev *a, struct dev *b, int c)
{
	lock(a);
	if (c)
		lock(b);
	a->n++;
	unlock(a);
}

/*
 * check-name: graph -fcontext -Wcontext-lock: each block shows the locks it is entered with
 * check-command: graph -fcontext -Wcontext-lock $file
 *
 * check-output-start
digraph call_graph {
	node [shape=record, fontname="monospace", fontsize=10];
	edge [fontname="monospace", fontsize=10];
	subgraph cluster_0 {
		label="two";
		L0 [label="{.L0\ \ graph/context-lock-sets.c:6:6|context:\ 0\ -\>\ 1|locks:\ none|\<entry-point\>\lcall\ \ \ \ \ \ \ \ lock,\ %arg1\lcontext\ \ \ \ \ 1\lcbr\ \ \ \ \ \ \ \ \ %arg3,\ .L1,\ .L2\l}"];
		L1 [style=filled, fillcolor=lightyellow, label="{.L1\ \ graph/context-lock-sets.c:10:17|context:\ 1\ -\>\ 2|locks:\ a-\>lock:1|call\ \ \ \ \ \ \ \ lock,\ %arg2\lcontext\ \ \ \ \ 1\lbr\ \ \ \ \ \ \ \ \ \ .L2\l}"];
		L2 [style=filled, fillcolor=salmon, label="{.L2\ \ graph/context-lock-sets.c:11:9|context:\ 2\ -\>\ 1,\ 0\ expected\ at\ exit|locks:\ a-\>lock:1\ b-\>lock:1|load.32\ \ \ \ \ %r6\ \<-\ 4[%arg1]\ladd.32\ \ \ \ \ \ %r7\ \<-\ %r6,\ $1\lstore.32\ \ \ \ %r7\ -\>\ 4[%arg1]\lcall\ \ \ \ \ \ \ \ unlock,\ %arg1\lcontext\ \ \ \ \ -1\lret\l}"];
		L0 -> L1 [taillabel="true", labeldistance=2, color=darkgreen, fontcolor=darkgreen];
		L0 -> L2 [taillabel="false", labeldistance=2, label="context 1 != 2", color=red, fontcolor=red, penwidth=3];
		L1 -> L2;
	}
}
 * check-output-end
 *
 * check-error-start
graph/context-lock-sets.c:11:9: warning: context imbalance in 'two' - lock 'b->lock' held at exit
 * check-error-end
 */
