extern int puts(const char *);

void say(void);

void say(void)
{
	puts("{a|b} <c> \"d\" \\e");
}
/*
 * check-name: graph: dot label escapes
 * check-command: graph $file
 *
 * check-output-start
digraph call_graph {
	node [shape=record, fontname="monospace", fontsize=10];
	edge [fontname="monospace", fontsize=10];
	subgraph cluster_0 {
		label="say";
		L0 [label="{.L0\ \ graph/escape.c:5:6|\<entry-point\>\lcall.32\ \ \ \ \ %r2\ \<-\ puts,\ \"\{a\|b\}\ \<c\>\ \\\"d\\\"\ \\\\e\"\lret\l}"];
	}
}
 * check-output-end
 */
