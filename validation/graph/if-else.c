int max(int a, int b);

int max(int a, int b)
{
	int r;

	if (a > b)
		r = a;
	else
		r = b * 2;
	return r;
}
/*
 * check-name: graph: if/else, true and false edges to a join
 * check-command: graph $file
 *
 * check-output-start
digraph call_graph {
	node [shape=record, fontname="monospace", fontsize=10];
	edge [fontname="monospace", fontsize=10];
	subgraph cluster_0 {
		label="max";
		L0 [label="{.L0\ \ graph/if-else.c:3:5|\<entry-point\>\lsetgt.32\ \ \ \ %r3\ \<-\ %arg1,\ %arg2\lcbr\ \ \ \ \ \ \ \ \ %r3,\ .L1,\ .L2\l}"];
		L1 [label="{.L1\ \ graph/if-else.c:8:17|phisrc.32\ \ \ %phi2(r)\ \<-\ %arg1\lbr\ \ \ \ \ \ \ \ \ \ .L3\l}"];
		L2 [label="{.L2\ \ graph/if-else.c:10:17|mul.32\ \ \ \ \ \ %r6\ \<-\ %arg2,\ $2\lphisrc.32\ \ \ %phi3(r)\ \<-\ %r6\lbr\ \ \ \ \ \ \ \ \ \ .L3\l}"];
		L3 [label="{.L3\ \ graph/if-else.c:11:9|phi.32\ \ \ \ \ \ %r9(r)\ \<-\ %phi2(r),\ %phi3(r)\lret.32\ \ \ \ \ \ %r9(r)\l}"];
		L0 -> L1 [taillabel="true", labeldistance=2, color=darkgreen, fontcolor=darkgreen];
		L0 -> L2 [taillabel="false", labeldistance=2, color=red3, fontcolor=red3];
		L1 -> L3;
		L2 -> L3;
	}
}
 * check-output-end
 */
