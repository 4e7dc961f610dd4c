// SPDX-License-Identifier: MIT
/*
 * test-linearize.c — prints the IR of every function of each file.
 *
 * usage: test-linearize [sparse options] FILE...
 * For each file: parse and evaluate (sparse_keep_tokens(): the file's
 * trees stay, as in test-parsing), then for each symbol expand it,
 * linearize it and, for a function definition, show its basic blocks in
 * the format of the IR tests (show-linearize.c); then the same for the
 * inline functions whose address is taken, as sparse does.  Diagnostics
 * go to stderr.
 */
#include "lib.h"
#include "linearize.h"
#include "symbol.h"

static void show_function(struct symbol *sym)
{
	struct entrypoint *ep;

	expand_symbol(sym);
	ep = linearize_symbol(sym);
	if (ep)
		show_entry(ep);
	free_entrypoint_memory(ep);
}

/* Each symbol, then the inline functions whose address is taken. */
static void show_functions(struct symbol_list *list)
{
	struct symbol *sym;

	FOR_EACH_PTR(list, sym) {
		show_function(sym);
	} END_FOR_EACH_PTR(sym);
	FOR_EACH_PTR(list, sym) {
		if (uninline_address_taken(sym))
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
