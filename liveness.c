// SPDX-License-Identifier: MIT
/*
 * liveness.c — which values cross each block's edges: for every block,
 * the pseudos live as it starts (bb->needs) and those it defines that a
 * later block reads (bb->defines), as sparse's track_pseudo_liveness().
 *
 * Takes the IR of one entrypoint (in SSA, phi-nodes and all) and fills
 * the two lists of each of its blocks; touches nothing else.  Only the
 * pseudos a block can hold count: %rN, %phiN, %argN.  A phi-node reads
 * each source on the edge from the source's block: a source defined in
 * a parent is live out of that parent and into the phi-node's block, not
 * out of the other parents (one defined further up is live all the way
 * down, as any value).
 */
#include "flow.h"

static bool tracked(pseudo_t pseudo)
{
	return pseudo && (pseudo->type == PSEUDO_REG ||
			  pseudo->type == PSEUDO_PHI ||
			  pseudo->type == PSEUDO_ARG);
}

static void add_once(struct pseudo_list **list, pseudo_t pseudo)
{
	if (tracked(pseudo) && !pseudo_in_list(*list, pseudo))
		add_ptr_list(list, pseudo);
}

/* Whether @bb defines @pseudo: the entry defines the arguments. */
static bool defined_in(pseudo_t pseudo, struct basic_block *bb)
{
	struct instruction *def = pseudo->def;

	return def && def->bb == bb;
}

/* The block of @source's phisrc, when it is a parent of @bb. */
static struct basic_block *source_parent(pseudo_t source,
					 struct basic_block *bb)
{
	struct basic_block *parent;

	if (source->type != PSEUDO_PHI || !source->def)
		return NULL;
	FOR_EACH_PTR(bb->parents, parent) {
		if (parent == source->def->bb)
			return parent;
	} END_FOR_EACH_PTR(parent);
	return NULL;
}

/*
 * The pseudos @bb reads before it defines them (its own needs).  A
 * phi-node's source that a parent defines is needed on that edge only:
 * it joins @bb's needs once they have gone up (late_needs()).
 */
static void block_uses(struct basic_block *bb)
{
	struct pseudo_list *operands = NULL;
	struct instruction *insn;
	pseudo_t pseudo;

	FOR_EACH_PTR(bb->insns, insn) {
		if (!insn->bb)
			continue;
		insn_operands(insn, &operands);
		if (insn->opcode == OP_PHI) {
			FOR_EACH_PTR(operands, pseudo) {
				if (source_parent(pseudo, bb))
					DELETE_CURRENT_PTR(pseudo);
			} END_FOR_EACH_PTR(pseudo);
		}
		FOR_EACH_PTR(operands, pseudo) {
			if (tracked(pseudo) && !defined_in(pseudo, bb))
				add_once(&bb->needs, pseudo);
		} END_FOR_EACH_PTR(pseudo);
		free_ptr_list(&operands);
	} END_FOR_EACH_PTR(insn);
}

/* What @bb's children need and @bb does not define, @bb needs; whether
 * its list grew. */
static bool pass_needs_up(struct basic_block *bb)
{
	struct basic_block *child;
	pseudo_t pseudo;
	int before = ptr_list_size(bb->needs);

	FOR_EACH_PTR(bb->children, child) {
		FOR_EACH_PTR(child->needs, pseudo) {
			if (!defined_in(pseudo, bb))
				add_once(&bb->needs, pseudo);
		} END_FOR_EACH_PTR(pseudo);
	} END_FOR_EACH_PTR(child);
	return ptr_list_size(bb->needs) != before;
}

/* The phi-nodes' sources block_uses() left out. */
static void late_needs(struct basic_block *bb)
{
	struct instruction *insn;
	pseudo_t pseudo;

	FOR_EACH_PTR(bb->insns, insn) {
		if (!insn->bb || insn->opcode != OP_PHI)
			continue;
		FOR_EACH_PTR(insn->phi_list, pseudo) {
			if (source_parent(pseudo, bb))
				add_once(&bb->needs, pseudo);
		} END_FOR_EACH_PTR(pseudo);
	} END_FOR_EACH_PTR(insn);
}

/* What @bb defines that a child needs. */
static void block_defines(struct basic_block *bb)
{
	struct basic_block *child;
	pseudo_t pseudo;

	FOR_EACH_PTR(bb->children, child) {
		FOR_EACH_PTR(child->needs, pseudo) {
			if (defined_in(pseudo, bb))
				add_once(&bb->defines, pseudo);
		} END_FOR_EACH_PTR(pseudo);
	} END_FOR_EACH_PTR(child);
}

void track_pseudo_liveness(struct entrypoint *ep)
{
	struct basic_block *bb;
	bool changed;

	clear_liveness(ep);
	FOR_EACH_PTR(ep->bbs, bb) {
		block_uses(bb);
	} END_FOR_EACH_PTR(bb);
	do {
		changed = false;
		FOR_EACH_PTR_REVERSE(ep->bbs, bb) {
			if (pass_needs_up(bb))
				changed = true;
		} END_FOR_EACH_PTR_REVERSE(bb);
	} while (changed);
	FOR_EACH_PTR(ep->bbs, bb) {
		late_needs(bb);
	} END_FOR_EACH_PTR(bb);
	FOR_EACH_PTR(ep->bbs, bb) {
		block_defines(bb);
	} END_FOR_EACH_PTR(bb);
}

void clear_liveness(struct entrypoint *ep)
{
	struct basic_block *bb;

	FOR_EACH_PTR(ep->bbs, bb) {
		free_ptr_list(&bb->needs);
		free_ptr_list(&bb->defines);
	} END_FOR_EACH_PTR(bb);
}
