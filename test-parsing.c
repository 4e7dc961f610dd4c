// SPDX-License-Identifier: MIT
/*
 * test-parsing.c — each file's symbols, as sparse's test-parsing lists them.
 *
 * usage: test-parsing [--ast] [sparse options] FILE...
 * By default each file is checked through evaluation, its symbols are
 * expanded, and each is shown as sparse shows it (show_symbol_list()):
 * alignment, type, and a function's body or an initializer as
 * pseudo-assembly.  With --ast the symbols are shown as the parser made
 * them, before evaluation, bodies and initializers as C with every
 * operator parenthesized (show_symbol_list_ast()); then they are
 * evaluated, for the diagnostics.  Diagnostics go to stderr.
 */
#include <stdio.h>
#include <string.h>

#include "lib.h"
#include "symbol.h"

static const char usage[] =
	"usage: test-parsing [--ast] [sparse options] FILE...\n"
	"Prints each file's symbols as sparse's test-parsing does.\n"
	"  --ast   the trees as parsed, before evaluation, as C\n";

static void show_as_parsed(char *file)
{
	struct symbol_list *list = sparse_parse(file);
	struct symbol *sym;

	FOR_EACH_PTR(list, sym) {
		examine_symbol_type(sym);
	} END_FOR_EACH_PTR(sym);
	show_symbol_list_ast(list);
	/* then checked as usual: the diagnostics are the same */
	evaluate_symbol_list(list);
}

static void show_evaluated(char *file)
{
	struct symbol_list *list = sparse_keep_tokens(file);
	struct symbol *sym;

	FOR_EACH_PTR(list, sym) {
		expand_symbol(sym);
	} END_FOR_EACH_PTR(sym);
	show_symbol_list(list);
	printf("\n\n");
}

int main(int argc, char **argv)
{
	struct string_list *filelist = NULL;
	char *file;
	int ast = 0;
	const struct tool_option options[] = {
		{ "--ast", TOOL_FLAG, .flag = &ast, .value = 1 },
		{ .name = NULL },
	};

	exit_on_help(argc, argv, usage);
	take_tool_options(&argc, argv, options);
	sparse_initialize(argc, argv, &filelist);
	if (!ast)
		printf("\n\n");
	FOR_EACH_PTR(filelist, file) {
		if (ast)
			show_as_parsed(file);
		else
			show_evaluated(file);
	} END_FOR_EACH_PTR(file);
	return 0;
}
