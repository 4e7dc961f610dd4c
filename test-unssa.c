// SPDX-License-Identifier: MIT
/*
 * test-unssa.c — prints the IR of every function of each file, out of
 * SSA: each phi-node replaced by copies at the end of the blocks that
 * feed it (unssa.c).
 *
 * usage: test-unssa [sparse options] FILE...
 * As test-linearize: each symbol is expanded and linearized (all the
 * passes run), then unssa() rewrites it and show-linearize.c prints it.
 * Diagnostics go to stderr.
 */
#include "lib.h"
#include "linearize.h"
#include "symbol.h"

static void show_function(struct symbol *sym)
{
	struct entrypoint *ep;

	expand_symbol(sym);
	ep = linearize_symbol(sym);
	if (!ep)
		return;
	unssa(ep);
	show_entry(ep);
	free_entrypoint_memory(ep);
}

static void show_functions(struct symbol_list *list)
{
	struct symbol *sym;

	FOR_EACH_PTR(list, sym) {
		show_function(sym);
	} END_FOR_EACH_PTR(sym);
}

int main(int argc, char **argv)
{
	struct string_list *filelist = NULL;
	char *file;

	show_functions(sparse_initialize(argc, argv, &filelist));
	FOR_EACH_PTR(filelist, file) {
		show_functions(sparse_keep_tokens(file));
	} END_FOR_EACH_PTR(file);
	report_stats();
	return 0;
}
