#include "block-position.h"
void g(int);

int f(int a)
{
	int b = clamp(a);

	g(b);
	return b;
}
/*
 * check-name: graph: a block that starts in an inlined header function is labelled at its first line of the file
 * check-command: graph -Wno-decl $file
 *
 * check-output-start
digraph call_graph {
	node [shape=record, fontname="monospace", fontsize=10];
	edge [fontname="monospace", fontsize=10];
	subgraph cluster_0 {
		label="f";
		L0 [label="{.L0\ \ graph/block-position.c:4:5|\<entry-point\>\lsetlt.32\ \ \ \ %r3\ \<-\ %arg1,\ $0\lselect.32\ \ \ %r4\ \<-\ %r3,\ $0,\ %arg1\lcbr\ \ \ \ \ \ \ \ \ %r3,\ .L1,\ .L3\l}"];
		L1 [label="{.L1\ \ graph/block-position.h:5:17|call\ \ \ \ \ \ \ \ warn\lbr\ \ \ \ \ \ \ \ \ \ .L3\l}"];
		L3 [label="{.L3\ \ graph/block-position.c:8:10|#\ call\ \ \ \ \ \ %r4\ \<-\ clamp,\ %r1\lcall\ \ \ \ \ \ \ \ g,\ %r4\lret.32\ \ \ \ \ \ %r4\l}"];
		L0 -> L1 [taillabel="true", labeldistance=2, color=darkgreen, fontcolor=darkgreen];
		L0 -> L3 [taillabel="false", labeldistance=2, color=red3, fontcolor=red3];
		L1 -> L3;
	}
}
 * check-output-end
 */
