// SPDX-License-Identifier: MIT
/*
 * test-unssa.c — prints each file's functions out of SSA (unssa.c), and
 * its other definitions, as upstream's test-unssa does.
 *
 * usage: test-unssa [sparse options] FILE...
 * For each symbol of each file, in order: expanded and linearized (all
 * the passes run), a function is rewritten by unssa() and printed as an
 * assembler-like listing: two empty lines, '.globl NAME' unless it is
 * static, 'NAME:', then each block as its label (no colon), its
 * instructions and an empty line.  Any other symbol that is not extern
 * or inline (an object, a static function's prototype) is printed as
 * 'symbol NAME:' with its kind and modifiers, as numbers in upstream's
 * encoding.  Then the inline functions whose address is taken.
 * Diagnostics go to stderr.
 */
#include <stdio.h>

#include "lib.h"
#include "linearize.h"
#include "symbol.h"

static const char usage[] =
	"usage: test-unssa [sparse options] FILE...\n"
	"Prints the IR of each function out of SSA: phi-nodes become copies.\n";

/* A symbol's kind, numbered as upstream's enum type. */
static int upstream_kind(enum type type)
{
	switch (type) {
	case SYM_UNINITIALIZED:	return 0;
	case SYM_PREPROCESSOR:	return 1;
	case SYM_BASETYPE:	return 2;
	case SYM_NODE:		return 3;
	case SYM_PTR:		return 4;
	case SYM_FN:		return 5;
	case SYM_ARRAY:		return 6;
	case SYM_STRUCT:	return 7;
	case SYM_UNION:		return 8;
	case SYM_ENUM:		return 9;
	case SYM_TYPEOF:	return 10;
	case SYM_BITFIELD:	return 12;
	case SYM_LABEL:		return 11;
	case SYM_RESTRICT:	return 13;
	case SYM_FOULED:	return 14;
	case SYM_KEYWORD:	return 15;
	case SYM_BAD:		return 16;
	}
	return 0;
}

/* Modifiers in upstream's bits (those a definition can show). */
static unsigned long upstream_modifiers(unsigned long mod)
{
	static const struct { unsigned long ours, theirs; } map[] = {
		{ MOD_AUTO, 0x1 }, { MOD_REGISTER, 0x2 }, { MOD_STATIC, 0x4 },
		{ MOD_EXTERN, 0x8 }, { MOD_TOPLEVEL, 0x10 }, { MOD_TLS, 0x20 },
		{ MOD_INLINE, 0x40 }, { MOD_ASSIGNED, 0x80 },
		{ MOD_ADDRESSABLE, 0x100 }, { MOD_CONST, 0x200 },
		{ MOD_VOLATILE, 0x400 }, { MOD_RESTRICT, 0x800 },
		{ MOD_ATOMIC, 0x1000 }, { MOD_SIGNED, 0x2000 },
		{ MOD_UNSIGNED, 0x4000 }, { MOD_EXPLICITLY_SIGNED, 0x8000 },
		{ MOD_GNU_INLINE, 0x10000 }, { MOD_USERTYPE, 0x20000 },
		{ MOD_UNUSED, 0x400000 }, { MOD_SAFE, 0x800000 },
		{ MOD_PURE, 0x1000000 }, { MOD_PURE_CONST, 0x1000000 },
		{ MOD_NOCAST, 0x4000000 }, { MOD_NODEREF, 0x8000000 },
		{ MOD_NORETURN, 0x10000000 }, { MOD_EXT_VISIBLE, 0x20000000 },
	};
	unsigned long bits = 0;
	size_t i;

	for (i = 0; i < sizeof(map) / sizeof(map[0]); i++) {
		if (mod & map[i].ours)
			bits |= map[i].theirs;
	}
	return bits;
}

/*
 * The signedness upstream keeps on a declared name: its integer type's
 * (or, for a function, its return type's) when that is an integer or
 * an enumeration, not through a pointer or an array.
 */
static unsigned long signedness(struct symbol *type)
{
	if (type && type->type == SYM_FN)
		type = type->ctype.base_type;
	while (type && type->type == SYM_NODE)
		type = type->ctype.base_type;
	if (type && type->type == SYM_ENUM)
		type = type->ctype.base_type;
	if (!type || type->type != SYM_BASETYPE)
		return 0;
	return type->ctype.modifiers & MOD_SIGNEDNESS;
}

static void output_data(struct symbol *sym)
{
	struct symbol *type = sym->ctype.base_type;
	unsigned long mod = sym->ctype.modifiers;

	if (type && type->type == SYM_FN)
		mod &= ~MOD_SAFE;
	/* a typedef's name through a function, array or pointer: not shown */
	if (type && (type->type == SYM_FN || type->type == SYM_ARRAY ||
		     type->type == SYM_PTR))
		mod &= ~MOD_USERTYPE;
	mod |= signedness(type);
	printf("symbol %s:\n", show_ident(sym->ident));
	printf("\ttype = %d\n", type ? upstream_kind(type->type) : 0);
	printf("\tmodif= %lx\n", upstream_modifiers(mod));
}

static void output_bb(struct basic_block *bb)
{
	struct instruction *insn;

	printf("%s\n", show_label(bb));
	FOR_EACH_PTR(bb->insns, insn) {
		if (insn->bb)
			printf("\t%s\n", show_instruction_text(insn));
	} END_FOR_EACH_PTR(insn);
	printf("\n");
}

static void output_fn(struct entrypoint *ep)
{
	struct symbol *sym = ep->name;
	struct basic_block *bb;

	printf("\n\n");
	if (!(sym->ctype.modifiers & MOD_STATIC))
		printf(".globl %s\n", show_ident(sym->ident));
	printf("%s:\n", show_ident(sym->ident));
	unssa(ep);
	FOR_EACH_PTR(ep->bbs, bb) {
		output_bb(bb);
	} END_FOR_EACH_PTR(bb);
}

static void output_symbol(struct symbol *sym, bool data_too)
{
	struct entrypoint *ep;

	expand_symbol(sym);
	ep = linearize_symbol(sym);
	if (ep) {
		output_fn(ep);
		free_entrypoint_memory(ep);
		return;
	}
	if (data_too && sym->ident &&
	    !(sym->ctype.modifiers & (MOD_EXTERN | MOD_INLINE)))
		output_data(sym);
}

static void output_symbols(struct symbol_list *list)
{
	struct symbol *sym;

	FOR_EACH_PTR(list, sym) {
		output_symbol(sym, true);
	} END_FOR_EACH_PTR(sym);
	FOR_EACH_PTR(address_taken_inlines(), sym) {
		check_inline_alone(sym);
		output_symbol(sym, false);
	} END_FOR_EACH_PTR(sym);
}

int main(int argc, char **argv)
{
	struct string_list *filelist = NULL;
	char *file;

	exit_on_help(argc, argv, usage);
	output_symbols(sparse_initialize(argc, argv, &filelist));
	FOR_EACH_PTR(filelist, file) {
		output_symbols(sparse_keep_tokens(file));
	} END_FOR_EACH_PTR(file);
	report_stats();
	return 0;
}
