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
 * check-name: graph --function: a name that names no function is said on stderr, the others drawn, exit 0
 * check-command: graph -Wno-decl --function=other --function=nope $file
 *
 * check-output-start
digraph call_graph {
	node [shape=record, fontname="monospace", fontsize=10];
	edge [fontname="monospace", fontsize=10];
	subgraph cluster_0 {
		label="other";
		L6 [label="{.L6\ \ graph/function-missing.c:13:5|\<entry-point\>\ladd.32\ \ \ \ \ \ %r13\ \<-\ %arg1,\ $0xffffffff\lret.32\ \ \ \ \ \ %r13\l}"];
	}
}
 * check-output-end
 *
 * check-error-start
graph: no function 'nope' in the input
 * check-error-end
 */
