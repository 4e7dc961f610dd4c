// SPDX-License-Identifier: MIT
/*
 * evaluate.c — the checks run on a file's symbols once it is parsed.
 *
 * Takes the list of file-scope symbols parse_tokens() made and reports
 * what sparse reports while evaluating them.  Today that is the missing
 * declaration check; typing of expressions and initializers comes here
 * next (issue "Evaluation").  Touches only the diagnostics.
 */
#include <string.h>

#include "lib.h"
#include "symbol.h"
#include "token.h"

static bool is_function_definition(const struct symbol *sym)
{
	const struct symbol *fn = sym->ctype.base_type;

	return fn && fn->type == SYM_FN && fn->stmt;
}

/*
 * A definition with external linkage that nothing declared before: a
 * function with a body (even if marked extern), or an object not marked
 * extern.  Inline functions, register variables, what is marked
 * externally_visible and main() are left alone, as sparse does.
 */
static bool needs_declaration(const struct symbol *sym)
{
	unsigned long mods = sym->ctype.modifiers;
	const struct symbol *type = sym->ctype.base_type;

	if (sym->type != SYM_NODE || !(sym->namespace & NS_SYMBOL))
		return false;
	if (!sym->ident || !(mods & MOD_TOPLEVEL) || sym->same_symbol)
		return false;
	if (mods & (MOD_STATIC | MOD_INLINE | MOD_REGISTER | MOD_EXT_VISIBLE))
		return false;
	if (type && type->type == SYM_FN)
		return is_function_definition(sym) &&
		       strcmp(show_ident(sym->ident), "main");
	return !(mods & MOD_EXTERN);
}

static void check_declaration(const struct symbol *sym)
{
	if (Wdecl && needs_declaration(sym))
		warning(sym->pos,
			"symbol '%s' was not declared. Should it be static?",
			show_ident(sym->ident));
}

void evaluate_symbol_list(struct symbol_list *list)
{
	struct symbol *sym;

	FOR_EACH_PTR(list, sym) {
		check_declaration(sym);
	} END_FOR_EACH_PTR(sym);
}
