extern void lock(void) __attribute__((context(x, 0, 1)));
extern void unlock(void) __attribute__((context(x, 1, 0)));
extern int work(void);

void unbalanced(int a);

void unbalanced(int a)
{
	if (a)
		lock();
	work();
	if (a)
		unlock();
}
/*
 * check-name: graph -fcontext: lock taken on one path, conflicting counts coloured
 * check-command: graph -fcontext $file
 *
 * check-output-start
digraph call_graph {
	node [shape=record, fontname="monospace", fontsize=10];
	edge [fontname="monospace", fontsize=10];
	subgraph cluster_0 {
		label="unbalanced";
		L0 [label="{.L0\ \ graph/context-unbalanced.c:7:6|context:\ 0|\<entry-point\>\lcbr\ \ \ \ \ \ \ \ \ %arg1,\ .L1,\ .L2\l}"];
		L1 [label="{.L1\ \ graph/context-unbalanced.c:10:17|context:\ 0\ -\>\ 1|call\ \ \ \ \ \ \ \ lock\lcontext\ \ \ \ \ 1\lbr\ \ \ \ \ \ \ \ \ \ .L2\l}"];
		L2 [style=filled, fillcolor=salmon, label="{.L2\ \ graph/context-unbalanced.c:11:9|context:\ 1|call.32\ \ \ \ \ %r3\ \<-\ work\lcbr\ \ \ \ \ \ \ \ \ %arg1,\ .L3,\ .L4\l}"];
		L3 [style=filled, fillcolor=lightyellow, label="{.L3\ \ graph/context-unbalanced.c:13:17|context:\ 1\ -\>\ 0|call\ \ \ \ \ \ \ \ unlock\lcontext\ \ \ \ \ -1\lbr\ \ \ \ \ \ \ \ \ \ .L4\l}"];
		L4 [style=filled, fillcolor=salmon, label="{.L4\ \ graph/context-unbalanced.c:12:9|context:\ 0|ret\l}"];
		L0 -> L1 [taillabel="true", labeldistance=2, color=darkgreen, fontcolor=darkgreen];
		L0 -> L2 [taillabel="false", labeldistance=2, label="context 0 != 1", color=red, fontcolor=red, penwidth=3];
		L1 -> L2;
		L2 -> L3 [taillabel="true", labeldistance=2, color=darkgreen, fontcolor=darkgreen];
		L2 -> L4 [taillabel="false", labeldistance=2, label="context 1 != 0", color=red, fontcolor=red, penwidth=3];
		L3 -> L4;
	}
}
 * check-output-end
 *
 * check-error-start
graph/context-unbalanced.c:12:9: warning: context imbalance in 'unbalanced' - different lock contexts for basic block
 * check-error-end
 */
