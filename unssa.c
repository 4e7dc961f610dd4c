// SPDX-License-Identifier: MIT
/*
 * unssa.c — out of SSA: the phi-nodes become copies.
 *
 * Takes an entrypoint in SSA form (as linearize_symbol() leaves it) and
 * rewrites it in place: for each block B with phi-nodes and each parent
 * P feeding them, the values P's phi sources give become copies
 * 'copy.N %phi-target <- value' at the end of P, before its terminator;
 * the phi sources and the phi-nodes go.  The copies of one edge happen
 * at once (a parallel copy): they are ordered so that none overwrites a
 * value another still reads, and a cycle (x, y = y, x) goes through a
 * new %rN.  When P also goes elsewhere (a critical edge), the copies
 * would be seen there too: the edge gets a block of its own, after P,
 * holding the copies and 'br B'.  Touches the blocks' lists of
 * instructions, parents and children, and ep->bbs.
 */
#include <stdlib.h>

#include "flow.h"

/* One copy of a parallel copy: dst <- src. */
struct copy {
	pseudo_t dst, src;
	struct instruction *phi_node;	/* for the size and the type */
	struct copy *next;
};

/* Whether @bb jumps to a block other than @succ. */
static bool goes_elsewhere(struct basic_block *bb, struct basic_block *succ)
{
	struct basic_block *child;

	FOR_EACH_PTR(bb->children, child) {
		if (child != succ)
			return true;
	} END_FOR_EACH_PTR(child);
	return false;
}

static void append_insn(struct basic_block *bb, struct instruction *insn)
{
	insn->bb = bb;
	add_ptr_list(&bb->insns, insn);
}

/* Rule: P -> B, P going elsewhere too, becomes P -> N -> B, N empty. */
static struct basic_block *split_edge(struct entrypoint *ep,
				      struct basic_block *pred,
				      struct basic_block *succ,
				      struct basic_block_list **splits)
{
	struct basic_block *mid = new_basic_block(ep, succ->pos);
	struct instruction *br = __alloc_instruction(0);

	br->opcode = OP_BR;
	br->target = VOID_PSEUDO;
	br->bb_target = succ;
	br->pos = succ->pos;
	append_insn(mid, br);
	retarget_branch(pred, succ, mid);
	replace_ptr_list_entry(&succ->parents, pred, mid, -1);
	add_ptr_list(&mid->children, succ);
	mid->priv = pred;	/* placed after it by place_new_blocks() */
	add_ptr_list(splits, mid);
	return mid;
}

/* 'copy.N dst <- src' before the terminator of @bb; NULL @dst: a new %rN. */
static pseudo_t emit_copy(struct basic_block *bb, struct instruction *phi_node,
			  pseudo_t dst, pseudo_t src)
{
	struct instruction *copy = __alloc_instruction(0), *insn;
	struct instruction *last = terminator(bb);

	copy->opcode = OP_COPY;
	copy->size = phi_node->size;
	copy->type = phi_node->type;
	copy->pos = phi_node->pos;
	copy->bb = bb;
	copy->target = dst ? dst : alloc_pseudo(copy);
	use_pseudo(copy, src, &copy->src);
	FOR_EACH_PTR(bb->insns, insn) {
		if (insn == last) {
			INSERT_CURRENT(copy, insn);
			return copy->target;
		}
	} END_FOR_EACH_PTR(insn);
	append_insn(bb, copy);
	return copy->target;
}

/* Whether a copy of @list but @self still reads @dst. */
static bool is_read(struct copy *list, struct copy *self, pseudo_t dst)
{
	for (; list; list = list->next) {
		if (list != self && list->src == dst)
			return true;
	}
	return false;
}

/* The first copy of *@listp whose destination no other copy reads. */
static struct copy *take_ready(struct copy **listp)
{
	struct copy **link, *ready;

	for (link = listp; *link; link = &(*link)->next) {
		if (!is_read(*listp, *link, (*link)->dst)) {
			ready = *link;
			*link = ready->next;
			return ready;
		}
	}
	return NULL;
}

/*
 * Only cycles are left (x, y = y, x): the value of the first copy's
 * destination is saved in a new pseudo, which its readers read instead.
 */
static void break_cycle(struct basic_block *bb, struct copy *list)
{
	pseudo_t old = list->dst, saved;
	struct copy *copy;

	saved = emit_copy(bb, list->phi_node, NULL, old);
	for (copy = list; copy; copy = copy->next) {
		if (copy->src == old)
			copy->src = saved;
	}
}

/*
 * The parallel copy @list, one copy at a time: first each copy whose
 * destination no other copy still reads; a cycle is broken first.
 * The list is freed.
 */
static void sequentialize(struct basic_block *bb, struct copy *list)
{
	while (list) {
		struct copy *ready = take_ready(&list);

		if (!ready) {
			break_cycle(bb, list);
			continue;
		}
		if (ready->dst != ready->src)
			emit_copy(bb, ready->phi_node, ready->dst, ready->src);
		free(ready);
	}
}

/* The copies a block gives a join: its phi sources, as a parallel copy. */
struct edge {
	struct basic_block *src;	/* the block holding the phi sources */
	struct copy *copies, **tail;
	struct instruction *last_phi;	/* the phi-node copied last */
	struct edge *next;
};

/* @src's edge of this join (src->priv meanwhile), new ones at *@tailp. */
static struct edge *edge_of(struct basic_block *src, struct edge ***tailp)
{
	struct edge *edge = src->priv;

	if (edge)
		return edge;
	edge = xmalloc(sizeof(*edge));
	edge->src = src;
	edge->copies = NULL;
	edge->tail = &edge->copies;
	edge->last_phi = NULL;
	edge->next = NULL;
	src->priv = edge;
	**tailp = edge;
	*tailp = &edge->next;
	return edge;
}

/*
 * The phi sources of @bb's phi-nodes, grouped by the block holding
 * them, in the order the blocks first appear; a phi-node's first source
 * in a block counts.  One pass over the sources (a join of 65536 cases).
 */
static struct edge *join_edges(struct basic_block *bb)
{
	struct edge *edges = NULL, **tail = &edges;
	struct instruction *phi_node;
	pseudo_t phi;

	FOR_EACH_PTR(bb->insns, phi_node) {
		if (!phi_node->bb || phi_node->opcode != OP_PHI)
			continue;
		FOR_EACH_PTR(phi_node->phi_list, phi) {
			struct edge *edge;
			struct copy *copy;

			if (phi == VOID_PSEUDO || !phi->def || !phi->def->bb)
				continue;
			edge = edge_of(phi->def->bb, &tail);
			if (edge->last_phi == phi_node)
				continue;
			edge->last_phi = phi_node;
			copy = xmalloc(sizeof(*copy));
			copy->dst = phi_node->target;
			copy->src = phi->def->phi_src;
			copy->phi_node = phi_node;
			copy->next = NULL;
			*edge->tail = copy;
			edge->tail = &copy->next;
		} END_FOR_EACH_PTR(phi);
	} END_FOR_EACH_PTR(phi_node);
	return edges;
}

/*
 * Each block giving @bb's phi-nodes values gets their copies at its end
 * (a parent that goes elsewhere too: on a block of its own for the edge).
 */
static void copies_into(struct entrypoint *ep, struct basic_block *bb,
			struct basic_block_list **splits)
{
	struct edge *edge = join_edges(bb), *next;

	for (; edge; edge = next) {
		struct basic_block *at = edge->src;

		next = edge->next;
		at->priv = NULL;
		if (lookup_ptr_list_entry(at->children, bb) &&
		    goes_elsewhere(at, bb))
			at = split_edge(ep, at, bb, splits);
		sequentialize(at, edge->copies);
		free(edge);
	}
}

/* Each new block goes into ep->bbs just after the block it was split from. */
static void place_new_blocks(struct entrypoint *ep,
			     struct basic_block_list *splits)
{
	struct basic_block_list *bbs = NULL, *after;
	struct basic_block *bb, *mid;

	FOR_EACH_PTR(splits, mid) {
		struct basic_block *pred = mid->priv;

		mid->priv = NULL;
		after = pred->priv;
		add_ptr_list(&after, mid);
		pred->priv = after;
	} END_FOR_EACH_PTR(mid);
	FOR_EACH_PTR(ep->bbs, bb) {
		add_ptr_list(&bbs, bb);
		after = bb->priv;
		bb->priv = NULL;
		FOR_EACH_PTR(after, mid) {
			add_ptr_list(&bbs, mid);
		} END_FOR_EACH_PTR(mid);
		free_ptr_list(&after);
	} END_FOR_EACH_PTR(bb);
	free_ptr_list(&ep->bbs);
	ep->bbs = bbs;
}

/* The phi-nodes of @bb and the phi sources feeding them go. */
static void drop_phis(struct basic_block *bb)
{
	struct instruction *phi_node;
	pseudo_t phi;

	FOR_EACH_PTR(bb->insns, phi_node) {
		if (!phi_node->bb || phi_node->opcode != OP_PHI)
			continue;
		FOR_EACH_PTR(phi_node->phi_list, phi) {
			if (phi != VOID_PSEUDO && phi->def)
				kill_instruction(phi->def);
		} END_FOR_EACH_PTR(phi);
		phi_node->phi_list = NULL;
		phi_node->bb = NULL;
		DELETE_CURRENT_PTR(phi_node);
	} END_FOR_EACH_PTR(phi_node);
}

static bool has_phi(struct basic_block *bb)
{
	struct instruction *insn;

	FOR_EACH_PTR(bb->insns, insn) {
		if (insn->bb && insn->opcode == OP_PHI)
			return true;
	} END_FOR_EACH_PTR(insn);
	return false;
}

void unssa(struct entrypoint *ep)
{
	struct basic_block_list *joins = NULL, *splits = NULL;
	struct basic_block *bb;

	FOR_EACH_PTR(ep->bbs, bb) {
		bb->priv = NULL;
		if (has_phi(bb))
			add_ptr_list(&joins, bb);
	} END_FOR_EACH_PTR(bb);
	FOR_EACH_PTR(joins, bb) {
		copies_into(ep, bb, &splits);
	} END_FOR_EACH_PTR(bb);
	FOR_EACH_PTR(joins, bb) {
		drop_phis(bb);
	} END_FOR_EACH_PTR(bb);
	free_ptr_list(&joins);
	if (splits)
		place_new_blocks(ep, splits);
	free_ptr_list(&splits);
	pack_entry_insns(ep);
}
