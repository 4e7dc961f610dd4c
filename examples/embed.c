// SPDX-License-Identifier: MIT
/*
 * embed.c — a tool on libsparse.a, in the shape of sparse's README: each
 * file checked through evaluation, then each of its symbols expanded,
 * linearized and given to the context check.  Prints the name of each
 * function it linearized, to show it saw them.
 */
#include <stdio.h>

#include "lib.h"
#include "linearize.h"
#include "symbol.h"

int main(int argc, char **argv)
{
	struct string_list *filelist = NULL;
	char *file;

	sparse_initialize(argc, argv, &filelist);
	FOR_EACH_PTR(filelist, file) {
		struct symbol_list *list = sparse(file);
		struct symbol *sym;

		FOR_EACH_PTR(list, sym) {
			struct entrypoint *ep;

			expand_symbol(sym);
			ep = linearize_symbol(sym);
			if (!ep)
				continue;
			check_context(ep);
			printf("%s: %d basic blocks\n", show_ident(sym->ident),
			       ptr_list_size(ep->bbs));
			free_entrypoint_memory(ep);	/* done with the IR */
		} END_FOR_EACH_PTR(sym);
	} END_FOR_EACH_PTR(file);
	return 0;
}
