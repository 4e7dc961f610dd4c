int run(int op);

int run(int op)
{
	static void *table[] = { &&add, &&sub };
	int acc = 10;

	goto *table[op];
add:
	acc += 1;
	return acc;
sub:
	acc -= 1;
	return acc;
}
/*
 * check-name: graph: goto * edges to each label of the table
 * check-command: graph $file
 *
 * check-output-start
digraph call_graph {
	node [shape=record, fontname="monospace", fontsize=10];
	edge [fontname="monospace", fontsize=10];
	subgraph cluster_0 {
		label="run";
		L0 [label="{.L0\ \ graph/computed-goto.c:3:5|\<entry-point\>\lsext.64\ \ \ \ \ %r3\ \<-\ (32)\ %arg1\lmul.64\ \ \ \ \ \ %r4\ \<-\ %r3,\ $8\ladd.64\ \ \ \ \ \ %r5\ \<-\ %r4,\ table\lload.64\ \ \ \ \ %r6\ \<-\ 0[%r5]\ljmp\ *\ \ \ \ \ \ \ %r6,\ .L1,\ .L2\l}"];
		L1 [label="{.L1\ \ graph/computed-goto.c:10:9|phisrc.32\ \ \ %phi1(return)\ \<-\ $11\lbr\ \ \ \ \ \ \ \ \ \ .L3\l}"];
		L2 [label="{.L2\ \ graph/computed-goto.c:13:9|phisrc.32\ \ \ %phi2(return)\ \<-\ $9\lbr\ \ \ \ \ \ \ \ \ \ .L3\l}"];
		L3 [label="{.L3\ \ graph/computed-goto.c:3:5|phi.32\ \ \ \ \ \ %r10\ \<-\ %phi1(return),\ %phi2(return)\lret.32\ \ \ \ \ \ %r10\l}"];
		L0 -> L1 [label="goto *", color=purple, fontcolor=purple, style=dotted];
		L0 -> L2 [label="goto *", color=purple, fontcolor=purple, style=dotted];
		L1 -> L3;
		L2 -> L3;
	}
}
 * check-output-end
 */
