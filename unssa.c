// SPDX-License-Identifier: MIT
/*
 * unssa.c — out of SSA: the phi-nodes become copies, as upstream does it.
 *
 * Takes an entrypoint in SSA form (as linearize_symbol() leaves it) and
 * rewrites it in place.  Each phi-node, in the order of the blocks and
 * of their instructions, gets a variable of its own, a new %rN with the
 * phi-node's name:
 *   - each phi source feeding it becomes 'copy.N var <- value' where the
 *     phi source was (at the end of a parent block, before the branch);
 *   - the phi-node's own result is renamed var everywhere, and the
 *     phi-node goes; but when a phi source sits in the phi-node's own
 *     block (a loop of one block), the phi-node becomes 'copy.N result
 *     <- var' instead, where it was;
 *   - then a copy whose value is an instruction's result read by that
 *     copy only is folded into it: that instruction writes var.
 * No edge is split and no parallel copy is ordered: so upstream prints
 * a swap in a loop as two copies, the second reading what the first
 * wrote, and a loop test after a folded decrement reads the new value.
 * Upstream's output is wrong there; ours is not, at the least cost to
 * the likeness: a phi-node whose result is still read after one of its
 * copies (on a path that does not go through its block first) keeps the
 * 'copy result <- var' form, and a fold that would change what some
 * instruction reads is not done.  Touches the blocks' instruction lists
 * only (no block is added).
 */
#include <stdlib.h>

#include "flow.h"
#include "simplify-internal.h"

/* A walk of the blocks gives up after visiting this many: then unsafe. */
#define WALK_LIMIT	4096

/* What a walk looks for: marks left in insn->priv meanwhile. */
#define MARK_READ	((void *)1)	/* reads the variable */
#define MARK_WRITE	((void *)2)	/* writes it */
#define MARK_END	((void *)3)	/* where the walk's paths end well */

/* A phi-node and the variable that replaces it. */
struct web {
	struct instruction *phi_node;
	pseudo_t var;
	bool rename;			/* else: 'copy result <- var' */
	struct instruction_list *copies;	/* var <- value, made of its sources */
};

static void mark_users(pseudo_t pseudo, void *mark)
{
	struct pseudo_user *user;

	if (!has_users(pseudo))
		return;
	FOR_EACH_PTR(pseudo->users, user) {
		if (user->insn->bb && !user->insn->priv)
			user->insn->priv = mark;
	} END_FOR_EACH_PTR(user);
}

static void unmark_users(pseudo_t pseudo)
{
	struct pseudo_user *user;

	if (!has_users(pseudo))
		return;
	FOR_EACH_PTR(pseudo->users, user) {
		user->insn->priv = NULL;
	} END_FOR_EACH_PTR(user);
}

static void mark_list(struct instruction_list *list, void *mark)
{
	struct instruction *insn;

	FOR_EACH_PTR(list, insn) {
		if (insn->bb && !insn->priv)
			insn->priv = mark;
	} END_FOR_EACH_PTR(insn);
}

static void unmark_list(struct instruction_list *list)
{
	struct instruction *insn;

	FOR_EACH_PTR(list, insn) {
		insn->priv = NULL;
	} END_FOR_EACH_PTR(insn);
}

/*
 * Scan @bb's instructions from the one after @from (from the first when
 * NULL): false on one marked MARK_READ or MARK_WRITE, true and *@ended
 * on one marked MARK_END, true and not *@ended at the block's end.
 */
static bool scan_block(struct basic_block *bb, struct instruction *from,
		       bool *ended)
{
	struct instruction *insn;
	bool started = !from;

	*ended = false;
	FOR_EACH_PTR(bb->insns, insn) {
		if (!started) {
			started = insn == from;
			continue;
		}
		if (!insn->bb || !insn->priv)
			continue;
		if (insn->priv == MARK_END) {
			*ended = true;
			return true;
		}
		return false;
	} END_FOR_EACH_PTR(insn);
	return true;
}

/*
 * Whether every path from just after @from meets no marked read or
 * write before it ends: at an instruction marked MARK_END, at the entry
 * of @stop (when not NULL), or at the function's end.
 */
static bool paths_clean(struct instruction *from, struct basic_block *stop)
{
	unsigned long generation = ++bb_generation;
	struct basic_block_list *work = NULL;
	struct basic_block *bb, *child;
	bool ended, clean = true;
	int visited = 0;

	if (!scan_block(from->bb, from, &ended))
		return false;
	if (ended)
		return true;
	add_ptr_list(&work, from->bb);
	while (clean && (bb = delete_ptr_list_last(&work))) {
		FOR_EACH_PTR(bb->children, child) {
			if (child == stop || child->generation == generation)
				continue;
			child->generation = generation;
			if (++visited > WALK_LIMIT || !scan_block(child, NULL, &ended)) {
				clean = false;
				break;
			}
			if (!ended)
				add_ptr_list(&work, child);
		} END_FOR_EACH_PTR(child);
	}
	free_ptr_list(&work);
	return clean;
}

/* Whether a phi source of @phi_node sits in its own block. */
static bool fed_by_own_block(struct instruction *phi_node)
{
	pseudo_t phi;

	FOR_EACH_PTR(phi_node->phi_list, phi) {
		if (phi != VOID_PSEUDO && phi->def && phi->def->bb == phi_node->bb)
			return true;
	} END_FOR_EACH_PTR(phi);
	return false;
}

/*
 * Whether the phi-node's result can be renamed its variable: upstream's
 * rule, and no read of the result after one of its phi sources on a
 * path that does not go through the phi-node's block first (that read
 * wants the old value, which the copy there overwrites).
 */
static bool can_rename(struct instruction *phi_node)
{
	pseudo_t phi, result = phi_node->target;
	bool ok = true;

	if (fed_by_own_block(phi_node))
		return false;
	mark_users(result, MARK_READ);
	FOR_EACH_PTR(phi_node->phi_list, phi) {
		if (phi == VOID_PSEUDO || !phi->def || !phi->def->bb)
			continue;
		/* 'copy var <- var' changes nothing */
		if (phi->def->phi_src == result)
			continue;
		if (!paths_clean(phi->def, phi_node->bb)) {
			ok = false;
			break;
		}
	} END_FOR_EACH_PTR(phi);
	unmark_users(result);
	return ok;
}

/* 'copy.N dst <- src' just before @at, in its block. */
static struct instruction *insert_copy(struct instruction *at,
				       struct instruction *phi_node,
				       pseudo_t dst, pseudo_t src)
{
	struct instruction *copy = __alloc_instruction(0), *insn;

	copy->opcode = OP_COPY;
	copy->size = phi_node->size;
	copy->type = phi_node->type;
	copy->pos = at->pos;
	copy->bb = at->bb;
	copy->target = dst;
	use_pseudo(copy, src, &copy->src);
	FOR_EACH_PTR(at->bb->insns, insn) {
		if (insn == at) {
			INSERT_CURRENT(copy, insn);
			break;
		}
	} END_FOR_EACH_PTR(insn);
	return copy;
}

/* The copies of the phi-node's sources, then the phi-node's own fate. */
static void lower_phi(struct web *web)
{
	struct instruction *phi_node = web->phi_node;
	pseudo_t phi;
	struct basic_block *bb;

	FOR_EACH_PTR(phi_node->phi_list, phi) {
		struct instruction *src;

		if (phi == VOID_PSEUDO || !phi->def || !phi->def->bb)
			continue;
		src = phi->def;
		add_ptr_list(&web->copies,
			     insert_copy(src, phi_node, web->var, src->phi_src));
	} END_FOR_EACH_PTR(phi);
	if (web->rename) {
		convert_instruction_target(phi_node, web->var);
		kill_instruction(phi_node);
		return;
	}
	/* the phi-node becomes 'copy result <- var', where it is */
	bb = phi_node->bb;
	kill_instruction(phi_node);
	phi_node->bb = bb;
	phi_node->opcode = OP_COPY;
	phi_node->orig_type = NULL;
	use_pseudo(phi_node, web->var, &phi_node->src);
}

/*
 * 'copy var <- %rX', %rX an instruction's result read by this copy
 * only: that instruction writes var and the copy goes, unless some
 * instruction between them would then read var's new value, or a write
 * of var there would be lost.
 */
static void fold_copy(struct web *web, struct instruction *copy)
{
	pseudo_t src = copy->src;
	struct instruction *def;
	bool ok;

	if (!copy->bb || src->type != PSEUDO_REG || !src->def)
		return;
	def = src->def;
	if (!def->bb || def->target != src || def->opcode == OP_PHI ||
	    !has_one_user(src))
		return;
	mark_users(web->var, MARK_READ);
	mark_list(web->copies, MARK_WRITE);
	copy->priv = MARK_END;
	def->priv = MARK_WRITE;
	ok = paths_clean(def, NULL);
	unmark_users(web->var);
	unmark_list(web->copies);
	def->priv = NULL;
	if (!ok)
		return;
	def->target = web->var;
	kill_instruction(copy);
	src->users = NULL;
}

static void clear_priv(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *insn;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			insn->priv = NULL;
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
}

void unssa(struct entrypoint *ep)
{
	struct web *webs = NULL;
	struct basic_block *bb;
	struct instruction *insn;
	int nr = 0, max = 0, i;

	clear_priv(ep);
	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (!insn->bb || insn->opcode != OP_PHI)
				continue;
			if (nr == max) {
				max = max ? 2 * max : 16;
				webs = xrealloc(webs, (size_t)max * sizeof(*webs));
			}
			webs[nr].phi_node = insn;
			webs[nr].var = alloc_pseudo(NULL);
			webs[nr].var->ident = insn->target->ident;
			webs[nr].copies = NULL;
			nr++;
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	/* decided on the SSA form, before any copy is made */
	for (i = 0; i < nr; i++)
		webs[i].rename = can_rename(webs[i].phi_node);
	for (i = 0; i < nr; i++)
		lower_phi(&webs[i]);
	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->bb && insn->opcode == OP_PHISOURCE)
				kill_instruction(insn);
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	for (i = 0; i < nr; i++) {
		FOR_EACH_PTR(webs[i].copies, insn) {
			fold_copy(&webs[i], insn);
		} END_FOR_EACH_PTR(insn);
		free_ptr_list(&webs[i].copies);
	}
	free(webs);
	pack_entry_insns(ep);
}
