// SPDX-License-Identifier: MIT
/*
 * test-show-type.c — each file's top-level symbols, one a line, as
 * show_typename() spells their types: "int [addressable] [toplevel] v;".
 *
 * usage: test-show-type [sparse options] FILE...
 * For each file: parse and evaluate (sparse()), then print the symbols
 * sparse's list of the file holds: a declaration with extern (a function
 * declared without a body is extern) and an inline function are not in
 * it, their definitions and the rest are; then the inline functions
 * whose address is taken, as sparse adds them to the list.  Diagnostics go to stderr,
 * but for -Wdecl's, which sparse's test-show-type never gives.
 */
#include <stdio.h>

#include "lib.h"
#include "symbol.h"
#include "parse.h"

/* Would upstream's list of the file's symbols hold this one? */
static bool is_listed(const struct symbol *sym)
{
	unsigned long mods = sym->ctype.modifiers;
	const struct symbol *base = sym->ctype.base_type;

	if (mods & MOD_INLINE)
		return false;
	/* an asm at file scope (parse-statement.c): no symbol to sparse */
	if (!sym->ident && base && base->type == SYM_FN && base->stmt &&
	    base->stmt->type == STMT_ASM)
		return false;
	if (!(mods & MOD_EXTERN))
		return true;
	if (base && base->type == SYM_FN)
		return base->stmt != NULL;
	return sym->initializer != NULL;
}

static const char usage[] =
	"usage: test-show-type [sparse options] FILE...\n"
	"Prints each top-level symbol's type as show_typename() spells it,\n"
	"as upstream's test-show-type does.\n";

int main(int argc, char **argv)
{
	struct string_list *filelist = NULL;
	char *file;

	exit_on_help(argc, argv, usage);
	sparse_initialize(argc, argv, &filelist);
	Wdecl = 0;
	FOR_EACH_PTR(filelist, file) {
		struct symbol_list *list = sparse(file);
		struct symbol *sym;

		FOR_EACH_PTR(list, sym) {
			if (is_listed(sym))
				printf("%s;\n", show_typename(sym));
		} END_FOR_EACH_PTR(sym);
		FOR_EACH_PTR(address_taken_inlines(), sym) {
			check_inline_alone(sym);
			printf("%s;\n", show_typename(sym));
		} END_FOR_EACH_PTR(sym);
	} END_FOR_EACH_PTR(file);
	/* as sparse's: 1 when the last symbol evaluated had an error
	 * (each starts over), 2 after one in parsing, 3 after both */
	return has_error;
}
