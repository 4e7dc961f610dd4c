// SPDX-License-Identifier: MIT
/*
 * test-verify-ir.c — breaks one invariant of the IR on purpose and shows
 * that the verifier (flow.c's vrfy_flow()) says so: the verifier's own
 * test, that it cannot pass silently.
 *
 * usage: test-verify-ir --break=KIND [sparse options] FILE...
 * Each function of the files is linearized and simplified, then broken
 * as KIND says (when it has what KIND needs) and checked: the verifier's
 * line goes to stderr and the exit status is 2 when it finds the broken
 * invariant, 0 when it finds nothing.  With -fverify-ir, the broken
 * function goes through the passes again (optimize()), whose check
 * after the first pass says it.  KIND is one of: none,
 * after-terminator, no-terminator, child, parent, dead-block,
 * phi-source, dominance, users.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "flow.h"
#include "lib.h"
#include "symbol.h"

/* Whether a breaking found what it needs in the function. */
typedef bool (*breaker)(struct entrypoint *ep);

/* A nop after the entry block's terminator. */
static bool break_after_terminator(struct entrypoint *ep)
{
	struct basic_block *bb = ep->entry->bb;
	struct instruction *nop = __alloc_instruction(0);

	nop->opcode = OP_NOP;
	nop->target = VOID_PSEUDO;
	nop->bb = bb;
	add_ptr_list(&bb->insns, nop);
	return true;
}

/* The entry block's terminator deleted alone. */
static bool break_no_terminator(struct entrypoint *ep)
{
	terminator(ep->entry->bb)->bb = NULL;
	return true;
}

static struct basic_block *block_with_child(struct entrypoint *ep)
{
	struct basic_block *bb;

	FOR_EACH_PTR(ep->bbs, bb) {
		if (bb->children)
			return bb;
	} END_FOR_EACH_PTR(bb);
	return NULL;
}

/* A block forgets a child; the child still has it as a parent. */
static bool break_child(struct entrypoint *ep)
{
	struct basic_block *bb = block_with_child(ep);

	if (!bb)
		return false;
	delete_ptr_list_entry(&bb->children, first_ptr_list(bb->children), 1);
	return true;
}

/* A block's child forgets it as a parent. */
static bool break_parent(struct entrypoint *ep)
{
	struct basic_block *bb = block_with_child(ep);
	struct basic_block *child;

	if (!bb)
		return false;
	child = first_ptr_list(bb->children);
	delete_ptr_list_entry(&child->parents, bb, 1);
	return true;
}

/* A block that is branched to leaves the function's list. */
static bool break_dead_block(struct entrypoint *ep)
{
	struct basic_block *bb = block_with_child(ep);

	if (!bb)
		return false;
	delete_ptr_list_entry(&ep->bbs, first_ptr_list(bb->children), 1);
	return true;
}

/* A phi-node's first source killed behind its back. */
static bool break_phi_source(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *insn;
	pseudo_t phi;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (!insn->bb || insn->opcode != OP_PHI)
				continue;
			FOR_EACH_PTR(insn->phi_list, phi) {
				if (phi != VOID_PSEUDO && phi->def) {
					phi->def->bb = NULL;
					return true;
				}
			} END_FOR_EACH_PTR(phi);
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	return false;
}

/* In @bb's list, @a and @b trade places. */
static void swap_insns(struct basic_block *bb, struct instruction *a,
		       struct instruction *b)
{
	struct instruction *insn;

	FOR_EACH_PTR(bb->insns, insn) {
		if (insn == a)
			REPLACE_CURRENT_PTR(insn, b);
		else if (insn == b)
			REPLACE_CURRENT_PTR(insn, a);
	} END_FOR_EACH_PTR(insn);
}

/* The first live binary operation of @ep whose first operand @want. */
static struct instruction *find_binop(struct entrypoint *ep,
				      bool (*want)(struct instruction *insn))
{
	struct basic_block *bb;
	struct instruction *insn;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->bb && (opcode_table[insn->opcode].flags &
					 OPF_BINOP) && want(insn))
				return insn;
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	return NULL;
}

static bool defined_in_block(struct instruction *insn)
{
	pseudo_t src = insn->src1;

	return src->type == PSEUDO_REG && src->def->bb == insn->bb;
}

/* An operation trades places with the definition, in its block, of its
 * first operand. */
static bool break_dominance(struct entrypoint *ep)
{
	struct instruction *insn = find_binop(ep, defined_in_block);

	if (!insn)
		return false;
	swap_insns(insn->bb, insn, insn->src1->def);
	return true;
}

static bool has_user_list(struct instruction *insn)
{
	return insn->src1->type == PSEUDO_REG || insn->src1->type == PSEUDO_ARG;
}

/* An operand leaves its pseudo's users list, the slot unchanged. */
static bool break_users(struct entrypoint *ep)
{
	struct instruction *insn = find_binop(ep, has_user_list);
	pseudo_t src;

	if (!insn)
		return false;
	src = insn->src1;
	kill_use(&insn->src1);
	insn->src1 = src;
	return true;
}

static bool break_nothing(struct entrypoint *ep)
{
	return true;
}

static const struct {
	const char *name;
	breaker fn;
} kinds[] = {
	{ "none", break_nothing },
	{ "after-terminator", break_after_terminator },
	{ "no-terminator", break_no_terminator },
	{ "child", break_child },
	{ "parent", break_parent },
	{ "dead-block", break_dead_block },
	{ "phi-source", break_phi_source },
	{ "dominance", break_dominance },
	{ "users", break_users },
};

static const char usage[] =
	"usage: test-verify-ir --break=KIND [sparse options] FILE...\n"
	"Breaks each function's IR on purpose and runs the IR verifier: its\n"
	"message on stderr, exit 2 (with -fverify-ir, optimize()'s own).\n"
	"KIND: none, after-terminator, no-terminator, child, parent,\n"
	"dead-block, phi-source, dominance, users.\n";

static breaker chosen;
static int status;

static void check_function(struct symbol *sym)
{
	struct entrypoint *ep;

	expand_symbol(sym);
	ep = linearize_symbol(sym);
	if (!ep)
		return;
	if (!chosen(ep))
		;
	else if (fverify_ir)
		optimize(ep);	/* the pipeline's own check: exit(2) */
	else if (vrfy_flow(ep))
		status = 2;
	free_entrypoint_memory(ep);
}

static void check_functions(struct symbol_list *list)
{
	struct symbol *sym;

	FOR_EACH_PTR(list, sym) {
		check_function(sym);
	} END_FOR_EACH_PTR(sym);
}

/* --break=KIND, taken out of argv before sparse sees it. */
static breaker take_kind(int *argc, char **argv)
{
	const char *prefix = "--break=";
	size_t i;

	if (*argc < 2 || strncmp(argv[1], prefix, strlen(prefix)))
		return NULL;
	for (i = 0; i < sizeof(kinds) / sizeof(kinds[0]); i++) {
		if (!strcmp(argv[1] + strlen(prefix), kinds[i].name)) {
			memmove(&argv[1], &argv[2],
				(*argc - 1) * sizeof(*argv));
			(*argc)--;
			return kinds[i].fn;
		}
	}
	return NULL;
}

int main(int argc, char **argv)
{
	struct string_list *filelist = NULL;
	char *file;

	exit_on_help(argc, argv, usage);
	chosen = take_kind(&argc, argv);
	if (!chosen) {
		fputs(usage, stderr);
		return 1;
	}
	check_functions(sparse_initialize(argc, argv, &filelist));
	FOR_EACH_PTR(filelist, file) {
		check_functions(sparse(file));
	} END_FOR_EACH_PTR(file);
	return status;
}
