static int twice(int x)
{
	return x + x;
}

int pick(int a, int b)
{
	if (a > b)
		return twice(a);
	return b;
}

int other(int a)
{
	return a - 1;
}
/*
 * check-name: graph --function=NAME: only that function's cluster
 * check-command: graph -Wno-decl --function=pick $file
 *
 * check-output-start
digraph call_graph {
	node [shape=record, fontname="monospace", fontsize=10];
	edge [fontname="monospace", fontsize=10];
	subgraph cluster_0 {
		label="pick";
		L2 [label="{.L2\ \ graph/function-option.c:6:5|\<entry-point\>\lsetgt.32\ \ \ \ %r7\ \<-\ %arg1,\ %arg2\lcbr\ \ \ \ \ \ \ \ \ %r7,\ .L3,\ .L4\l}"];
		L3 [label="{.L3\ \ graph/function-option.c:9:17|call.32\ \ \ \ \ %r9\ \<-\ twice,\ %arg1\lphisrc.32\ \ \ %phi2(return)\ \<-\ %r9\lbr\ \ \ \ \ \ \ \ \ \ .L5\l}"];
		L4 [label="{.L4\ \ graph/function-option.c:10:9|phisrc.32\ \ \ %phi3(return)\ \<-\ %arg2\lbr\ \ \ \ \ \ \ \ \ \ .L5\l}"];
		L5 [label="{.L5\ \ graph/function-option.c:6:5|phi.32\ \ \ \ \ \ %r10\ \<-\ %phi2(return),\ %phi3(return)\lret.32\ \ \ \ \ \ %r10\l}"];
		L2 -> L3 [taillabel="true", labeldistance=2, color=darkgreen, fontcolor=darkgreen];
		L2 -> L4 [taillabel="false", labeldistance=2, color=red3, fontcolor=red3];
		L3 -> L5;
		L4 -> L5;
	}
}
 * check-output-end
 */
