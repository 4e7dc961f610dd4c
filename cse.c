// SPDX-License-Identifier: MIT
/*
 * cse.c — common subexpression elimination, as sparse does it.
 *
 * Takes an entrypoint in SSA form and finds the instructions computing
 * the same value from the same operands (binary operations, compares,
 * selects, unary operations, casts, symbol addresses, float constants,
 * label addresses): of two such, the one in a block that dominates the
 * other's (or the first of one block) stays and the other's uses become
 * its result; of two in blocks whose only parent is one block, the first
 * moves to that parent's end.  The dominance is sparse's: every path up
 * from the other block meets the first before the entry, answered from
 * a dominator tree (a block the entry does not reach is walked up to)
 * that optimize.c has built as the blocks were when its loop's round
 * began: freeze_cse_dominators().  Touches the instructions,
 * bb->generation (walks) and bb->priv (a block's index in the tree,
 * NULL again after).
 */
#include <stdint.h>
#include <stdlib.h>

#include "expression.h"
#include "lib.h"
#include "flow.h"

static bool is_cse_candidate(struct instruction *insn)
{
	unsigned int flags = opcode_table[insn->opcode].flags;

	if (!insn->bb || !insn->target || insn->target->type != PSEUDO_REG)
		return false;
	if (flags & (OPF_BINOP | OPF_COMPARE | OPF_UNOP | OPF_CAST))
		return true;
	if (insn->opcode == OP_LABEL)
		return insn->val && insn->val->type == EXPR_LABEL;
	return insn->opcode == OP_SEL || insn->opcode == OP_SYMADDR ||
	       insn->opcode == OP_SETFVAL || insn->opcode == OP_PHI;
}

static int compare_pointers(const void *a, const void *b)
{
	return a < b ? -1 : a > b;
}

/* Constants compare by value: each use may have its own pseudo. */
static int compare_pseudos(pseudo_t a, pseudo_t b)
{
	if (a && b && a->type == PSEUDO_VAL && b->type == PSEUDO_VAL) {
		if (a->value != b->value)
			return a->value < b->value ? -1 : 1;
		return 0;
	}
	return compare_pointers(a, b);
}

/* Float constants by value, label addresses by label. */
static int compare_constants(const struct instruction *a,
			     const struct instruction *b)
{
	if (a->opcode == OP_LABEL)
		return compare_pointers(a->val->label_symbol,
					b->val->label_symbol);
	if (a->fvalue != b->fvalue)
		return a->fvalue < b->fvalue ? -1 : 1;
	return 0;
}

/*
 * Casts by their source type; integer extensions and truncations by its
 * size only: a qualifier, a typedef or an enum makes no difference there.
 * Pointer casts not at all: as sparse's, (T *)p and (T *)(void *)p or
 * two casts of &p->m (a pointer type made for each) are one value.
 */
static int compare_source_types(const struct instruction *a,
				const struct instruction *b)
{
	long asize, bsize;

	if (a->opcode == OP_PTRCAST)
		return 0;
	if (a->opcode != OP_ZEXT && a->opcode != OP_SEXT &&
	    a->opcode != OP_TRUNC)
		return compare_pointers(a->orig_type, b->orig_type);
	asize = a->orig_type ? a->orig_type->bit_size : 0;
	bsize = b->orig_type ? b->orig_type->bit_size : 0;
	return asize < bsize ? -1 : asize > bsize;
}

/* Phi-nodes by their sources: each one's value and block. */
static int compare_phis(const struct instruction *a,
			const struct instruction *b)
{
	int na = pseudo_list_size(a->phi_list);
	int nb = pseudo_list_size(b->phi_list);
	pseudo_t pa, pb;
	int diff = 0;

	if (na != nb)
		return na < nb ? -1 : 1;
	PREPARE_PTR_LIST(a->phi_list, pa);
	PREPARE_PTR_LIST(b->phi_list, pb);
	for (;;) {
		if (!pa || !pb)
			break;
		if (pa->type != PSEUDO_PHI || pb->type != PSEUDO_PHI)
			diff = compare_pointers(pa, pb);
		else
			diff = compare_pseudos(pa->def->phi_src,
					       pb->def->phi_src);
		if (!diff && pa->type == PSEUDO_PHI)
			diff = compare_pointers(pa->def->bb, pb->def->bb);
		if (diff)
			break;
		NEXT_PTR_LIST(pa);
		NEXT_PTR_LIST(pb);
	}
	FINISH_PTR_LIST(pb);
	FINISH_PTR_LIST(pa);
	return diff;
}

/* An order on candidates that puts the same computations side by side. */
static int compare_insns(const struct instruction *a,
			 const struct instruction *b)
{
	unsigned int flags = opcode_table[a->opcode].flags;
	int diff;

	if (a->opcode != b->opcode)
		return a->opcode < b->opcode ? -1 : 1;
	if (a->size != b->size)
		return a->size < b->size ? -1 : 1;
	if (a->opcode == OP_LABEL || a->opcode == OP_SETFVAL)
		return compare_constants(a, b);
	if (a->opcode == OP_PHI)
		return compare_phis(a, b);
	if (flags & (OPF_UNOP | OPF_CAST) || a->opcode == OP_SYMADDR) {
		diff = compare_pseudos(a->src, b->src);
		if (diff || !(flags & OPF_CAST))
			return diff;
		return compare_source_types(a, b);
	}
	diff = compare_pseudos(a->src1, b->src1);
	if (!diff)
		diff = compare_pseudos(a->src2, b->src2);
	if (!diff && a->opcode == OP_SEL)
		diff = compare_pseudos(a->src3, b->src3);
	return diff;
}

/* A candidate and its place in the function. */
struct candidate {
	struct instruction *insn;
	size_t index;
	bool same_as_previous;		/* as it, when the pass began */
};

/* The same computations side by side, each run in function order. */
static int compare_candidates(const void *pa, const void *pb)
{
	const struct candidate *a = pa, *b = pb;
	int diff = compare_insns(a->insn, b->insn);

	if (diff)
		return diff;
	return a->index < b->index ? -1 : a->index > b->index;
}

/*
 * Whether @dom dominates @bb as sparse counts it: each parent of @bb is
 * @dom, or was already seen on this walk, or is dominated by @dom.  A
 * walk of the blocks per query: only for a block the entry does not
 * reach (struct dominators answers the others).
 */
static bool walk_dominates(struct entrypoint *ep, struct basic_block *dom,
			   struct basic_block *bb, unsigned long mark)
{
	struct basic_block_list *todo = NULL;
	struct basic_block *parent;
	bool dominates = true;

	add_ptr_list(&todo, bb);
	while (dominates && (bb = delete_ptr_list_last(&todo)) != NULL) {
		if (bb == ep->entry->bb) {
			dominates = false;
			break;
		}
		FOR_EACH_PTR(bb->parents, parent) {
			if (parent == dom || parent->generation == mark)
				continue;
			parent->generation = mark;
			add_ptr_list(&todo, parent);
		} END_FOR_EACH_PTR(parent);
	}
	free_ptr_list(&todo);
	return dominates;
}

/*
 * The dominator tree of the blocks the entry reaches, numbered so that
 * a query is two compares: a dominates b when b's interval of the tree
 * walk lies in a's.  bb->priv holds a block's index plus one meanwhile.
 */
struct dominators {
	struct basic_block **bbs;	/* reverse postorder, entry first */
	int *idom;			/* index of the immediate dominator */
	int *enter, *leave;		/* the tree walk's clock */
	int nr;
};

static int dom_index(const struct basic_block *bb, const void *unused)
{
	return (int)(uintptr_t)bb->priv - 1;
}

/* The reached blocks in reverse postorder, and their idoms. */
static void order_and_idom(struct entrypoint *ep, struct dominators *doms)
{
	struct basic_block_list *post = NULL;
	struct basic_block *bb;
	int i;

	postorder_blocks(ep->entry->bb, &post, ++bb_generation);
	doms->nr = ptr_list_size(post);
	doms->bbs = xmalloc(doms->nr * sizeof(*doms->bbs));
	doms->idom = xmalloc(doms->nr * sizeof(*doms->idom));
	i = 0;
	FOR_EACH_PTR_REVERSE(post, bb) {
		bb->priv = (void *)(uintptr_t)(i + 1);
		doms->bbs[i++] = bb;
	} END_FOR_EACH_PTR_REVERSE(bb);
	free_ptr_list(&post);
	find_idoms(doms->bbs, doms->nr, doms->idom, dom_index, NULL);
}

/* Enter and leave times of a walk of the dominator tree, no recursion. */
static void number_tree(struct dominators *doms)
{
	int *first = xmalloc(doms->nr * sizeof(*first));
	int *sibling = xmalloc(doms->nr * sizeof(*sibling));
	int *stack = xmalloc(doms->nr * sizeof(*stack));
	int i, depth = 0, clock = 0;

	doms->enter = xmalloc(doms->nr * sizeof(*doms->enter));
	doms->leave = xmalloc(doms->nr * sizeof(*doms->leave));
	for (i = 0; i < doms->nr; i++)
		first[i] = -1;
	for (i = doms->nr - 1; i > 0; i--) {
		sibling[i] = first[doms->idom[i]];
		first[doms->idom[i]] = i;
	}
	stack[depth++] = 0;
	doms->enter[0] = clock++;
	while (depth) {
		int top = stack[depth - 1], child = first[top];

		if (child < 0) {
			doms->leave[top] = clock++;
			depth--;
			continue;
		}
		first[top] = sibling[child];
		doms->enter[child] = clock++;
		stack[depth++] = child;
	}
	free(first);
	free(sibling);
	free(stack);
}

static void find_dominators(struct entrypoint *ep, struct dominators *doms)
{
	struct basic_block *bb;

	FOR_EACH_PTR(ep->bbs, bb) {
		bb->priv = NULL;
	} END_FOR_EACH_PTR(bb);
	order_and_idom(ep, doms);
	number_tree(doms);
}

static void free_dominator_arrays(struct dominators *doms)
{
	free(doms->bbs);
	free(doms->idom);
	free(doms->enter);
	free(doms->leave);
}

static void free_dominators(struct entrypoint *ep, struct dominators *doms)
{
	struct basic_block *bb;

	FOR_EACH_PTR(ep->bbs, bb) {
		bb->priv = NULL;
	} END_FOR_EACH_PTR(bb);
	free_dominator_arrays(doms);
}

/* Whether @dom dominates @bb (not the same block), as sparse counts it. */
static bool bb_dominates(struct entrypoint *ep, const struct dominators *doms,
			 struct basic_block *dom, struct basic_block *bb)
{
	int d = dom_index(dom, NULL), b = dom_index(bb, NULL);

	if (d < 0 || b < 0)
		return walk_dominates(ep, dom, bb, ++bb_generation);
	if (b == 0)
		return false;
	return doms->enter[d] <= doms->enter[b] &&
	       doms->leave[b] <= doms->leave[d];
}

/* @insn computes what @def does: its uses take @def's result. */
static struct instruction *cse_one(struct instruction *insn,
				   struct instruction *def)
{
	replace_with_pseudo(insn, def->target);
	return def;
}

/* The one parent both @a and @b have, if each has no other. */
static struct basic_block *trivial_common_parent(struct basic_block *a,
						 struct basic_block *b)
{
	struct basic_block *parent;

	if (!has_one_entry(a->parents) || !has_one_entry(b->parents))
		return NULL;
	parent = first_ptr_list(a->parents);
	return parent == first_ptr_list(b->parents) ? parent : NULL;
}

/* @insn leaves its block for the end of @bb, before its terminator. */
static void move_before_terminator(struct instruction *insn,
				   struct basic_block *bb)
{
	struct instruction *term = terminator(bb);
	struct instruction *cur;

	delete_ptr_list_entry(&insn->bb->insns, insn, 1);
	insn->bb = bb;
	FOR_EACH_PTR_REVERSE(bb->insns, cur) {
		if (cur == term) {
			INSERT_CURRENT(insn, cur);
			return;
		}
	} END_FOR_EACH_PTR_REVERSE(cur);
	add_ptr_list(&bb->insns, insn);
}

/*
 * Of @a and @b, the same computation: the one that comes first (in one
 * block) or whose block dominates the other's stays and is returned.
 * Rule: in two blocks whose only parent is one block, @a moves to the
 * end of that parent and @b takes its result.  Otherwise @b is returned:
 * the next copy is tried against it, as sparse's.
 */
static struct instruction *try_to_cse(struct entrypoint *ep,
				      const struct dominators *doms,
				      struct instruction *a,
				      struct instruction *b)
{
	struct basic_block *parent;
	struct instruction *insn;

	if (a->bb == b->bb) {
		FOR_EACH_PTR(a->bb->insns, insn) {
			if (insn == a)
				return cse_one(b, a);
			if (insn == b)
				return cse_one(a, b);
		} END_FOR_EACH_PTR(insn);
		return a;
	}
	if (bb_dominates(ep, doms, a->bb, b->bb))
		return cse_one(b, a);
	if (bb_dominates(ep, doms, b->bb, a->bb))
		return cse_one(a, b);
	parent = trivial_common_parent(a->bb, b->bb);
	if (!parent || a->opcode == OP_PHI)
		return b;
	move_before_terminator(a, parent);
	return cse_one(b, a);
}

static struct candidate *collect_candidates(struct entrypoint *ep,
					    size_t *nr)
{
	struct candidate *array = NULL;
	struct instruction *insn;
	struct basic_block *bb;
	size_t room = 0;

	*nr = 0;
	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (!is_cse_candidate(insn))
				continue;
			if (*nr == room) {
				room = room ? 2 * room : 64;
				array = xrealloc(array, room * sizeof(*array));
			}
			array[*nr].insn = insn;
			array[*nr].index = *nr;
			array[*nr].same_as_previous = false;
			(*nr)++;
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	return array;
}

/*
 * As sparse: CSE asks the dominator tree of the blocks as they were
 * when the blocks were last packed, not as the branches folded since
 * left them (its numbers show it: two copies of a cast, in a block and
 * in the one a folded branch made it dominate, stay two till the
 * blocks are packed, each round of the memory pass meanwhile making
 * and dropping the phi sources of a load it cannot rewrite).  The tree
 * holds till thaw_cse_dominators(); bb->priv is free meanwhile.
 */
/* The frozen tree's indexes in bb->priv (@index) or NULL again. */
static void index_frozen_tree(struct dominators *doms, bool index)
{
	int i;

	for (i = 0; i < doms->nr; i++)
		doms->bbs[i]->priv = index ? (void *)(uintptr_t)(i + 1) : NULL;
}

void freeze_cse_dominators(struct entrypoint *ep)
{
	struct dominators *doms = xmalloc(sizeof(*doms));

	thaw_cse_dominators(ep);
	find_dominators(ep, doms);
	index_frozen_tree(doms, false);
	ep->cse_dominators = doms;
}

void thaw_cse_dominators(struct entrypoint *ep)
{
	struct dominators *doms = ep->cse_dominators;

	if (!doms)
		return;
	free_dominator_arrays(doms);
	free(doms);
	ep->cse_dominators = NULL;
}

/* Rule: the same computation twice, one dominating: the second goes. */
bool cse_entry(struct entrypoint *ep)
{
	struct instruction *last = NULL;
	struct dominators own = { NULL, NULL, NULL, NULL, 0 };
	/* the frozen tree, or one of the blocks as they are */
	struct dominators *doms = ep->cse_dominators ? ep->cse_dominators :
						       &own;
	struct candidate *array;
	size_t nr, i;
	bool changed = false;

	array = collect_candidates(ep, &nr);
	if (nr > 1) {
		if (doms == &own)
			find_dominators(ep, &own);
		else
			index_frozen_tree(doms, true);
		qsort(array, nr, sizeof(*array), compare_candidates);
	}
	/* as sparse, which sorts them into buckets by what they are when
	 * the pass begins: two made the same by a merge of this pass (the
	 * operands of each are merged) are merged by the next one */
	for (i = 1; i < nr; i++)
		array[i].same_as_previous =
			!compare_insns(array[i - 1].insn, array[i].insn);
	watch_dropped_uses();
	for (i = 0; i < nr; i++) {
		struct instruction *insn = array[i].insn;

		if (!insn->bb)
			continue;
		if (!array[i].same_as_previous)
			last = NULL;
		if (last && last->bb && !compare_insns(last, insn)) {
			struct instruction *kept =
				try_to_cse(ep, doms, last, insn);

			if (!last->bb || !insn->bb)
				changed = true;
			insn = kept;
			kill_dropped_defs();
		}
		last = insn;
	}
	unwatch_dropped_uses();
	if (nr > 1 && doms == &own)
		free_dominators(ep, &own);
	else if (nr > 1)
		index_frozen_tree(doms, false);
	free(array);
	return changed;
}
