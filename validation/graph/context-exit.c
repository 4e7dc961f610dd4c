void early(int a);

void early(int a)
{
	__context__(x, 1);
	if (a)
		return;
	__context__(x, -1);
}

void unlock_twice(void);

void unlock_twice(void)
{
	__context__(x, -1);
}
/*
 * check-name: graph -fcontext: wrong count at exit, unlock of what is not held
 * check-command: graph -fcontext $file
 *
 * check-output-start
digraph call_graph {
	node [shape=record, fontname="monospace", fontsize=10];
	edge [fontname="monospace", fontsize=10];
	subgraph cluster_0 {
		label="early";
		L0 [label="{.L0\ \ graph/context-exit.c:3:6|context:\ 0\ -\>\ 1|\<entry-point\>\lcontext\ \ \ \ \ 1\lcbr\ \ \ \ \ \ \ \ \ %arg1,\ .L3,\ .L2\l}"];
		L2 [style=filled, fillcolor=lightgray, label="{.L2\ \ graph/context-exit.c:8:9|context:\ ?\ (not\ reached\ by\ the\ check)|context\ \ \ \ \ -1\lbr\ \ \ \ \ \ \ \ \ \ .L3\l}"];
		L3 [style=filled, fillcolor=salmon, label="{.L3\ \ graph/context-exit.c:3:6|context:\ 1,\ 0\ expected\ at\ exit|ret\l}"];
		L0 -> L3 [taillabel="true", labeldistance=2, color=darkgreen, fontcolor=darkgreen];
		L0 -> L2 [taillabel="false", labeldistance=2, color=red3, fontcolor=red3];
		L2 -> L3;
	}
	subgraph cluster_1 {
		label="unlock_twice";
		L4 [style=filled, fillcolor=salmon, label="{.L4\ \ graph/context-exit.c:13:6|context:\ 0\ -\>\ -1,\ unlocks\ what\ is\ not\ held|\<entry-point\>\lcontext\ \ \ \ \ -1\lret\l}"];
	}
}
 * check-output-end
 *
 * check-error-start
graph/context-exit.c:3:6: warning: context imbalance in 'early' - wrong count at exit
graph/context-exit.c:13:6: warning: context imbalance in 'unlock_twice' - unexpected unlock
 * check-error-end
 */
