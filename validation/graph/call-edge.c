extern int ext(int);
static int leaf(int x);

static int twice(int x)
{
	if (x)
		return leaf(x) + leaf(x + 1);
	return ext(x);
}

static int leaf(int x)
{
	return x * 3;
}

int top(int x);

int top(int x)
{
	return twice(x) + top(x - 1);
}
/*
 * check-name: graph: dashed call edges to the entry of functions of the file
 * check-command: graph $file
 *
 * check-output-start
digraph call_graph {
	node [shape=record, fontname="monospace", fontsize=10];
	edge [fontname="monospace", fontsize=10];
	subgraph cluster_0 {
		label="twice";
		L0 [label="{.L0\ \ graph/call-edge.c:4:12|\<entry-point\>\lcbr\ \ \ \ \ \ \ \ \ %arg1,\ .L1,\ .L2\l}"];
		L1 [label="{.L1\ \ graph/call-edge.c:7:17|call.32\ \ \ \ \ %r4\ \<-\ leaf,\ %arg1\ladd.32\ \ \ \ \ \ %r6\ \<-\ %arg1,\ $1\lcall.32\ \ \ \ \ %r7\ \<-\ leaf,\ %r6\ladd.32\ \ \ \ \ \ %r8\ \<-\ %r4,\ %r7\lphisrc.32\ \ \ %phi1(return)\ \<-\ %r8\lbr\ \ \ \ \ \ \ \ \ \ .L3\l}"];
		L2 [label="{.L2\ \ graph/call-edge.c:8:9|call.32\ \ \ \ \ %r11\ \<-\ ext,\ %arg1\lphisrc.32\ \ \ %phi2(return)\ \<-\ %r11\lbr\ \ \ \ \ \ \ \ \ \ .L3\l}"];
		L3 [label="{.L3\ \ graph/call-edge.c:4:12|phi.32\ \ \ \ \ \ %r9\ \<-\ %phi1(return),\ %phi2(return)\lret.32\ \ \ \ \ \ %r9\l}"];
		L0 -> L1 [taillabel="true", labeldistance=2, color=darkgreen, fontcolor=darkgreen];
		L0 -> L2 [taillabel="false", labeldistance=2, color=red3, fontcolor=red3];
		L1 -> L3;
		L2 -> L3;
	}
	subgraph cluster_1 {
		label="leaf";
		L4 [label="{.L4\ \ graph/call-edge.c:11:12|\<entry-point\>\lmul.32\ \ \ \ \ \ %r13\ \<-\ %arg1,\ $3\lret.32\ \ \ \ \ \ %r13\l}"];
	}
	subgraph cluster_2 {
		label="top";
		L6 [label="{.L6\ \ graph/call-edge.c:18:5|\<entry-point\>\lcall.32\ \ \ \ \ %r16\ \<-\ twice,\ %arg1\ladd.32\ \ \ \ \ \ %r18\ \<-\ %arg1,\ $0xffffffff\lcall.32\ \ \ \ \ %r19\ \<-\ top,\ %r18\ladd.32\ \ \ \ \ \ %r20\ \<-\ %r16,\ %r19\lret.32\ \ \ \ \ \ %r20\l}"];
	}
	L1 -> L4 [style=dashed, color=blue];
	L6 -> L0 [style=dashed, color=blue];
	L6 -> L6 [style=dashed, color=blue];
}
 * check-output-end
 */
