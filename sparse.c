// SPDX-License-Identifier: MIT
/*
 * sparse.c — the checker: every file on the command line, checked in turn.
 *
 * Each file is tokenized, preprocessed, parsed and evaluated as a whole
 * (sparse_evaluate(): the tokens go as they are parsed); then its
 * symbols are checked one by one, in
 * the order of the file, so their messages come after every message of
 * evaluation; inline functions whose address was taken come last.  The
 * trees are kept until the symbols are done: sparse() would release them
 * with the file.  The IR of a function is released once it is checked.
 */

#include "check-lock.h"
#include "lib.h"
#include "linearize.h"
#include "preprocess.h"
#include "symbol.h"

static const char usage[] =
	"usage: sparse [OPTIONS] FILE...\n"
	"Checks C files as the Linux kernel's sparse does: diagnostics on stderr.\n"
	"  -Wname, -Wno-name        one of sparse's warnings on or off\n"
	"  -Wsparse-all             all of them; -Wsparse-error: they are errors\n"
	"  -D, -U, -I, -include, -std=, -m32, -m64, --arch=ARCH   as gcc's\n"
	"  -E                       print the preprocessed tokens\n"
	"  -fdiagnostics-format=json|sarif, -fdiagnostics-show-option\n"
	"  --version                print the version\n"
	"Other gcc options are accepted and ignored; `-` reads stdin.\n"
	"The warnings and their defaults: man sparse.\n";

/* -vcompound: the size of an object of struct, union or array type */
static void show_compound(struct symbol *sym)
{
	struct symbol *base = sym->ctype.base_type;

	if (sym->type != SYM_NODE || !base || sym->namespace == NS_TYPEDEF ||
	    sym->ctype.modifiers & MOD_EXTERN)
		return;
	if (base->type != SYM_STRUCT && base->type != SYM_UNION &&
	    base->type != SYM_ARRAY)
		return;
	if (sym->bit_size <= 0)
		return;
	verbose_info(sym->pos, "%s: compound size %ld, alignment %lu",
		     show_typename(sym), sym->bit_size / bits_in_char,
		     (unsigned long)sym->ctype.alignment);
}

/* The phases after evaluation, for one symbol of the file. */
static void check_symbol(struct symbol *sym)
{
	struct entrypoint *ep;

	if (dbg_compound)
		show_compound(sym);
	expand_symbol(sym);
	ep = linearize_symbol(sym);
	if (ep) {
		/* -Wcontext-lock: a count per lock instead of sparse's one */
		if (Wcontext_lock)
			check_lock(ep);
		else
			check_context(ep);
		check_instructions(ep);
		free_entrypoint_memory(ep);
	}
}

/* The symbols of @list, evaluated, through the later phases. */
static void check_symbols(struct symbol_list *list)
{
	struct symbol *sym;

	FOR_EACH_PTR(list, sym) {
		check_symbol(sym);
	} END_FOR_EACH_PTR(sym);
	FOR_EACH_PTR(address_taken_inlines(), sym) {
		check_inline_alone(sym);
		check_symbol(sym);
	} END_FOR_EACH_PTR(sym);
	end_of_phase();
	exit_on_sparse_error();
}

static void check_file(char *file)
{
	check_symbols(sparse_evaluate(file));
	sparse_end_file();
}

int main(int argc, char **argv)
{
	struct string_list *filelist = NULL;
	char *file;

	exit_on_help(argc, argv, usage);
	check_symbols(sparse_initialize(argc, argv, &filelist));
	FOR_EACH_PTR(filelist, file) {
		check_file(file);
	} END_FOR_EACH_PTR(file);
	report_stats();
	return diagnostic_exit_status();
}
