extern void lock(void) __attribute__((context(x, 0, 1)));

void leaks(void);

void leaks(void)
{
	lock();
}
/*
 * check-name: graph -fcontext -fno-context: the last one wins, no check run
 * check-command: graph -fcontext -fno-context $file
 *
 * check-output-start
digraph call_graph {
	node [shape=record, fontname="monospace", fontsize=10];
	edge [fontname="monospace", fontsize=10];
	subgraph cluster_0 {
		label="leaks";
		L0 [label="{.L0\ \ graph/context-off.c:5:6|\<entry-point\>\lcall\ \ \ \ \ \ \ \ lock\lcontext\ \ \ \ \ 1\lret\l}"];
	}
}
 * check-output-end
 */
