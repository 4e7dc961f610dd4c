extern int f(int);

int pick(int x);

int pick(int x)
{
	switch (x) {
	case 1:
	case 3:
		return f(1);
	case 4 ... 7:
		return f(2);
	case 9:
		return f(3);
	default:
		return 0;
	}
}
/*
 * check-name: graph: switch, one edge per target labelled with its cases
 * check-command: graph $file
 *
 * check-output-start
digraph call_graph {
	node [shape=record, fontname="monospace", fontsize=10];
	edge [fontname="monospace", fontsize=10];
	subgraph cluster_0 {
		label="pick";
		L0 [label="{.L0\ \ graph/switch.c:5:5|\<entry-point\>\lswitch.32\ \ \ %arg1,\ 1\ -\>\ .L3,\ 3\ -\>\ .L3,\ 4\ ...\ 7\ -\>\ .L4,\ 9\ -\>\ .L5,\ default\ -\>\ .L6\l}"];
		L3 [label="{.L3\ \ graph/switch.c:10:17|call.32\ \ \ \ \ %r2\ \<-\ f,\ $1\lphisrc.32\ \ \ %phi1(return)\ \<-\ %r2\lbr\ \ \ \ \ \ \ \ \ \ .L7\l}"];
		L4 [label="{.L4\ \ graph/switch.c:12:17|call.32\ \ \ \ \ %r4\ \<-\ f,\ $2\lphisrc.32\ \ \ %phi2(return)\ \<-\ %r4\lbr\ \ \ \ \ \ \ \ \ \ .L7\l}"];
		L5 [label="{.L5\ \ graph/switch.c:14:17|call.32\ \ \ \ \ %r5\ \<-\ f,\ $3\lphisrc.32\ \ \ %phi3(return)\ \<-\ %r5\lbr\ \ \ \ \ \ \ \ \ \ .L7\l}"];
		L6 [label="{.L6\ \ graph/switch.c:16:17|phisrc.32\ \ \ %phi4(return)\ \<-\ $0\lbr\ \ \ \ \ \ \ \ \ \ .L7\l}"];
		L7 [label="{.L7\ \ graph/switch.c:5:5|phi.32\ \ \ \ \ \ %r3\ \<-\ %phi1(return),\ %phi2(return),\ %phi3(return),\ %phi4(return)\lret.32\ \ \ \ \ \ %r3\l}"];
		L0 -> L3 [label="1, 3"];
		L0 -> L4 [label="4 ... 7"];
		L0 -> L5 [label="9"];
		L0 -> L6 [label="default"];
		L3 -> L7;
		L4 -> L7;
		L5 -> L7;
		L6 -> L7;
	}
}
 * check-output-end
 */
