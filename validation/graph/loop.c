int sum(int n);

int sum(int n)
{
	int i, s = 0;

	for (i = 0; i < n; i++)
		s += i;
	return s;
}
/*
 * check-name: graph: a for loop, its back edge
 * check-command: graph $file
 *
 * check-output-start
digraph call_graph {
	node [shape=record, fontname="monospace", fontsize=10];
	edge [fontname="monospace", fontsize=10];
	subgraph cluster_0 {
		label="sum";
		L0 [label="{.L0\ \ graph/loop.c:3:5|\<entry-point\>\lphisrc.32\ \ \ %phi2(s)\ \<-\ $0\lphisrc.32\ \ \ %phi4(i)\ \<-\ $0\lbr\ \ \ \ \ \ \ \ \ \ .L4\l}"];
		L4 [label="{.L4\ \ graph/loop.c:7:9|phi.32\ \ \ \ \ \ %r11(s)\ \<-\ %phi2(s),\ %phi3(s)\lphi.32\ \ \ \ \ \ %r12(i)\ \<-\ %phi4(i),\ %phi5(i)\lsetlt.32\ \ \ \ %r3\ \<-\ %r12(i),\ %arg1\lcbr\ \ \ \ \ \ \ \ \ %r3,\ .L1,\ .L3\l}"];
		L1 [label="{.L1\ \ graph/loop.c:8:17|add.32\ \ \ \ \ \ %r6\ \<-\ %r11(s),\ %r12(i)\ladd.32\ \ \ \ \ \ %r8\ \<-\ %r12(i),\ $1\lphisrc.32\ \ \ %phi3(s)\ \<-\ %r6\lphisrc.32\ \ \ %phi5(i)\ \<-\ %r8\lbr\ \ \ \ \ \ \ \ \ \ .L4\l}"];
		L3 [label="{.L3\ \ graph/loop.c:9:9|ret.32\ \ \ \ \ \ %r11(s)\l}"];
		L0 -> L4;
		L4 -> L1 [taillabel="true", labeldistance=2, color=darkgreen, fontcolor=darkgreen];
		L4 -> L3 [taillabel="false", labeldistance=2, color=red3, fontcolor=red3];
		L1 -> L4;
	}
}
 * check-output-end
 */
