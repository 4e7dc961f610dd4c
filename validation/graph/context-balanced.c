extern void lock(void) __attribute__((context(x, 0, 1)));
extern void unlock(void) __attribute__((context(x, 1, 0)));
extern int work(void);

int balanced(int a);

int balanced(int a)
{
	int r = 0;

	lock();
	if (a)
		r = work();
	unlock();
	return r;
}
/*
 * check-name: graph -fcontext: balanced lock, counts in the nodes
 * check-command: graph -fcontext $file
 *
 * check-output-start
digraph call_graph {
	node [shape=record, fontname="monospace", fontsize=10];
	edge [fontname="monospace", fontsize=10];
	subgraph cluster_0 {
		label="balanced";
		L0 [label="{.L0\ \ graph/context-balanced.c:7:5|context:\ 0\ -\>\ 1|\<entry-point\>\lcall\ \ \ \ \ \ \ \ lock\lcontext\ \ \ \ \ 1\lphisrc.32\ \ \ %phi2(r)\ \<-\ $0\lcbr\ \ \ \ \ \ \ \ \ %arg1,\ .L1,\ .L2\l}"];
		L1 [style=filled, fillcolor=lightyellow, label="{.L1\ \ graph/context-balanced.c:13:17|context:\ 1|call.32\ \ \ \ \ %r3\ \<-\ work\lphisrc.32\ \ \ %phi3(r)\ \<-\ %r3\lbr\ \ \ \ \ \ \ \ \ \ .L2\l}"];
		L2 [style=filled, fillcolor=lightyellow, label="{.L2\ \ graph/context-balanced.c:14:9|context:\ 1\ -\>\ 0|phi.32\ \ \ \ \ \ %r6(r)\ \<-\ %phi2(r),\ %phi3(r)\lcall\ \ \ \ \ \ \ \ unlock\lcontext\ \ \ \ \ -1\lret.32\ \ \ \ \ \ %r6(r)\l}"];
		L0 -> L1 [taillabel="true", labeldistance=2, color=darkgreen, fontcolor=darkgreen];
		L0 -> L2 [taillabel="false", labeldistance=2, color=red3, fontcolor=red3];
		L1 -> L2;
	}
}
 * check-output-end
 */
