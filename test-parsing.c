// SPDX-License-Identifier: MIT
/*
 * test-parsing.c — parses each file and lists the symbols it declares.
 *
 * usage: test-parsing [sparse options] FILE...
 * For each file: tokenize, preprocess, parse (parse_tokens()), examine
 * each file-scope symbol (examine_symbol_type(), as evaluation will) and
 * show it (show_symbol()): ".align N" when known, its type as
 * show_typename() spells it, the members of a struct or union it declares,
 * a function's body and an initializer as C with every operator
 * parenthesized (sparse's own test-parsing prints pseudo-assembly; that
 * comes with linearization).  Diagnostics go to stderr.
 */

#include "lib.h"
#include "symbol.h"

int main(int argc, char **argv)
{
	struct string_list *filelist = NULL;
	char *file;

	sparse_initialize(argc, argv, &filelist);
	FOR_EACH_PTR(filelist, file) {
		struct symbol_list *list = sparse_keep_tokens(file);
		struct symbol *sym;

		/* what evaluation will do first: sizes and alignments */
		FOR_EACH_PTR(list, sym) {
			examine_symbol_type(sym);
		} END_FOR_EACH_PTR(sym);
		show_symbol_list(list);
	} END_FOR_EACH_PTR(file);
	return 0;
}
