int add3(int a, int b, int c);

int add3(int a, int b, int c)
{
	int s = a + b;

	return s * c;
}
/*
 * check-name: graph: a function without branches is one node
 * check-command: graph $file
 *
 * check-output-start
digraph call_graph {
	node [shape=record, fontname="monospace", fontsize=10];
	edge [fontname="monospace", fontsize=10];
	subgraph cluster_0 {
		label="add3";
		L0 [label="{.L0\ \ graph/straight-line.c:3:5|\<entry-point\>\ladd.32\ \ \ \ \ \ %r3\ \<-\ %arg1,\ %arg2\lmul.32\ \ \ \ \ \ %r6\ \<-\ %r3,\ %arg3\lret.32\ \ \ \ \ \ %r6\l}"];
	}
}
 * check-output-end
 */
