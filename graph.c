// SPDX-License-Identifier: MIT
/*
 * graph.c — the basic blocks of every function as a graphviz digraph.
 *
 * usage: graph [-fcontext] [sparse options] FILE... | dot -Tpng -o f.png
 * Each file is checked through evaluation (sparse_keep_tokens()), each
 * of its functions linearized and simplified as test-linearize does
 * (the inline functions whose address is taken come after the others),
 * then all of them are printed on stdout as one dot digraph
 * (show-graph.c), so that calls between the files' functions are edges.
 * -fcontext runs the lock context check on each function first and
 * shows its counts; its diagnostics, as every other, go to stderr.
 */
#include <string.h>

#include "check-lock.h"
#include "lib.h"
#include "linearize.h"
#include "symbol.h"

/*
 * Take -fcontext and -fno-context out of argv (the library would ignore
 * them as gcc's); the last one wins.
 */
static bool take_context_option(int *argc, char **argv)
{
	bool with_context = false;
	int i, n = 1;

	for (i = 1; i < *argc; i++) {
		if (!strcmp(argv[i], "-fcontext"))
			with_context = true;
		else if (!strcmp(argv[i], "-fno-context"))
			with_context = false;
		else
			argv[n++] = argv[i];
	}
	argv[n] = NULL;
	*argc = n;
	return with_context;
}

/*
 * The counts of check_context() in bb->context; under -Wcontext-lock the
 * held locks of check-lock.c as well (its messages, not the counter's).
 */
static void check_function_context(struct entrypoint *ep)
{
	if (Wcontext_lock)
		find_lock_sets(ep, true);
	count_context(ep, Wcontext && !Wcontext_lock);
}

static void add_function(struct entrypoint_list **functions,
			 struct symbol *sym, bool with_context)
{
	struct entrypoint *ep;

	expand_symbol(sym);
	ep = linearize_symbol(sym);
	if (!ep)
		return;
	if (with_context)
		check_function_context(ep);
	add_ptr_list(functions, ep);
}

/* Each symbol, then the inline functions whose address is taken. */
static void add_functions(struct entrypoint_list **functions,
			  struct symbol_list *list, bool with_context)
{
	struct symbol *sym;

	FOR_EACH_PTR(list, sym) {
		add_function(functions, sym, with_context);
	} END_FOR_EACH_PTR(sym);
	FOR_EACH_PTR(list, sym) {
		if (uninline_address_taken(sym))
			add_function(functions, sym, with_context);
	} END_FOR_EACH_PTR(sym);
}

int main(int argc, char **argv)
{
	struct entrypoint_list *functions = NULL;
	struct string_list *filelist = NULL;
	bool with_context = take_context_option(&argc, argv);
	char *file;

	add_functions(&functions, sparse_initialize(argc, argv, &filelist),
		      with_context);
	FOR_EACH_PTR(filelist, file) {
		add_functions(&functions, sparse_keep_tokens(file),
			      with_context);
		end_of_phase();
	} END_FOR_EACH_PTR(file);
	show_graph(functions, with_context);
	report_stats();
	exit_on_sparse_error();
	return 0;
}
