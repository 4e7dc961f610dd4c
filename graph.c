// SPDX-License-Identifier: MIT
/*
 * graph.c — the basic blocks of every function as a graphviz digraph.
 *
 * usage: graph [-fcontext] [--function=NAME]... [sparse options] FILE...
 * Each file is checked through evaluation (sparse_keep_tokens()), each
 * of its functions linearized and simplified as test-linearize does
 * (the inline functions whose address is taken come after the others),
 * then all of them are printed on stdout as one dot digraph
 * (show-graph.c), so that calls between the files' functions are edges.
 * -fcontext runs the lock context check on each function first and
 * shows its counts; its diagnostics, as every other, go to stderr.
 * --function=NAME (repeatable) draws only the functions of those names;
 * a name that names no function of the input is said on stderr; the
 * exit status stays 0 and, if none is drawn, nothing is printed, so that
 * kbuild can run graph as its CHECK on every file it builds:
 * make C=2 CHECK="graph --function=f" dir/file.o | dot -Tpng -o f.png.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check-lock.h"
#include "lib.h"
#include "linearize.h"
#include "symbol.h"

static const char usage[] =
	"usage: graph [-fcontext] [--function=NAME]... [sparse options] FILE...\n"
	"Prints the basic blocks of each function as a graphviz digraph:\n"
	"  graph f.c | dot -Tpng -o f.png\n"
	"  --function=NAME   only that function (the option repeats)\n"
	"  -fcontext         run the lock context check, show its counts\n"
	"Other options are sparse's (-D, -I, -include, -Wcontext-lock, ...).\n";

struct graph_options {
	int with_context;	/* -fcontext (the last of it and -fno-context) */
	struct string_list *function_list;	/* the --function=NAME */
	int nr_functions;
	const char **functions;	/* the same, as an array */
	bool *drawn;		/* per name: a function of that name was seen */
};

/*
 * Take graph's own options out of argv (the library would ignore them as
 * gcc's): -fcontext, -fno-context, --function=NAME.
 */
static void take_options(struct graph_options *opts, int *argc, char **argv)
{
	const struct tool_option options[] = {
		{ "-fcontext", TOOL_FLAG, .flag = &opts->with_context,
		  .value = 1 },
		{ "-fno-context", TOOL_FLAG, .flag = &opts->with_context,
		  .value = 0 },
		{ "--function", TOOL_LIST, .list = &opts->function_list },
		{ .name = NULL },
	};
	size_t n;

	take_tool_options(argc, argv, options);
	opts->nr_functions = ptr_list_size(opts->function_list);
	n = (size_t)opts->nr_functions + 1;
	opts->functions = xmalloc(n * sizeof(*opts->functions));
	linearize_ptr_list(opts->function_list, (void **)opts->functions,
			   opts->nr_functions);
	opts->drawn = xmalloc(n * sizeof(*opts->drawn));
	memset(opts->drawn, 0, n * sizeof(*opts->drawn));
}

/* Without --function every function is drawn; else those named. */
static bool wanted(struct graph_options *opts, struct symbol *sym)
{
	bool found = false;
	int i;

	if (!opts->nr_functions)
		return true;
	if (!sym->ident)
		return false;
	for (i = 0; i < opts->nr_functions; i++) {
		if (!strcmp(opts->functions[i], show_ident(sym->ident))) {
			opts->drawn[i] = true;
			found = true;
		}
	}
	return found;
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
			 struct symbol *sym, struct graph_options *opts)
{
	struct entrypoint *ep;

	expand_symbol(sym);
	ep = linearize_symbol(sym);
	if (!ep || !wanted(opts, sym))
		return;
	if (opts->with_context)
		check_function_context(ep);
	add_ptr_list(functions, ep);
}

/* Each symbol, then the inline functions whose address is taken. */
static void add_functions(struct entrypoint_list **functions,
			  struct symbol_list *list, struct graph_options *opts)
{
	struct symbol *sym;

	FOR_EACH_PTR(list, sym) {
		add_function(functions, sym, opts);
	} END_FOR_EACH_PTR(sym);
	FOR_EACH_PTR(address_taken_inlines(), sym) {
		check_inline_alone(sym);
		add_function(functions, sym, opts);
	} END_FOR_EACH_PTR(sym);
}

/* A --function name that named no function of the input, on stderr. */
static void report_missing(struct graph_options *opts)
{
	int i;

	for (i = 0; i < opts->nr_functions; i++) {
		if (!opts->drawn[i])
			fprintf(stderr, "graph: no function '%s' in the input\n",
				opts->functions[i]);
	}
}

int main(int argc, char **argv)
{
	struct entrypoint_list *functions = NULL;
	struct string_list *filelist = NULL;
	struct graph_options opts = { 0, NULL, 0, NULL, NULL };
	char *file;

	exit_on_help(argc, argv, usage);
	take_options(&opts, &argc, argv);
	add_functions(&functions, sparse_initialize(argc, argv, &filelist),
		      &opts);
	FOR_EACH_PTR(filelist, file) {
		add_functions(&functions, sparse_keep_tokens(file), &opts);
		end_of_phase();
	} END_FOR_EACH_PTR(file);
	/* kbuild runs a CHECK on every file: only the one drawing prints */
	if (functions || !opts.nr_functions)
		show_graph(functions, opts.with_context);
	report_stats();
	exit_on_sparse_error();
	report_missing(&opts);
	free(opts.functions);
	free(opts.drawn);
	return 0;
}
