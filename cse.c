// SPDX-License-Identifier: MIT
/*
 * cse.c — common subexpression elimination, as sparse does it.
 *
 * Takes an entrypoint in SSA form and finds the instructions computing
 * the same value from the same operands (binary operations, compares,
 * selects, unary operations, casts, symbol addresses): of two such, the
 * one in a block that dominates the other's (or the first of one block)
 * stays and the other's uses become its result.  The dominance is
 * sparse's: every path up from the other block meets the first before
 * the entry.  Touches the instructions and bb->generation.
 */
#include <stdlib.h>

#include "lib.h"
#include "linearize.h"

/* Marks of the dominance walks; far from ssa.c's and simplify.c's. */
static unsigned long cse_mark = 1UL << 41;

static bool is_cse_candidate(struct instruction *insn)
{
	unsigned int flags = opcode_table[insn->opcode].flags;

	if (!insn->bb || !insn->target || insn->target->type != PSEUDO_REG)
		return false;
	if (flags & (OPF_BINOP | OPF_COMPARE | OPF_UNOP | OPF_CAST))
		return true;
	return insn->opcode == OP_SEL || insn->opcode == OP_SYMADDR;
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
	if (flags & (OPF_UNOP | OPF_CAST) || a->opcode == OP_SYMADDR) {
		diff = compare_pseudos(a->src, b->src);
		if (diff || !(flags & OPF_CAST))
			return diff;
		return compare_pointers(a->orig_type, b->orig_type);
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
 * @dom, or was already seen on this walk, or is dominated by @dom.
 */
static bool bb_dominates(struct entrypoint *ep, struct basic_block *dom,
			 struct basic_block *bb, unsigned long mark)
{
	struct basic_block *parent;

	if (bb == ep->entry->bb)
		return false;
	FOR_EACH_PTR(bb->parents, parent) {
		if (parent == dom || parent->generation == mark)
			continue;
		parent->generation = mark;
		if (!bb_dominates(ep, dom, parent, mark))
			return false;
	} END_FOR_EACH_PTR(parent);
	return true;
}

/* @insn computes what @def does: its uses take @def's result. */
static struct instruction *cse_one(struct instruction *insn,
				   struct instruction *def)
{
	replace_with_pseudo(insn, def->target);
	return def;
}

/*
 * Of @a and @b, the same computation: the one that comes first (in one
 * block) or whose block dominates the other's stays and is returned.
 */
static struct instruction *try_to_cse(struct entrypoint *ep,
				      struct instruction *a,
				      struct instruction *b)
{
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
	if (bb_dominates(ep, a->bb, b->bb, ++cse_mark))
		return cse_one(b, a);
	if (bb_dominates(ep, b->bb, a->bb, ++cse_mark))
		return cse_one(a, b);
	return a;
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
			(*nr)++;
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	return array;
}

/* Rule: the same computation twice, one dominating: the second goes. */
bool cse_entry(struct entrypoint *ep)
{
	struct instruction *last = NULL;
	struct candidate *array;
	size_t nr, i;
	bool changed = false;

	array = collect_candidates(ep, &nr);
	if (nr > 1)
		qsort(array, nr, sizeof(*array), compare_candidates);
	for (i = 0; i < nr; i++) {
		struct instruction *insn = array[i].insn;

		if (!insn->bb)
			continue;
		if (last && last->bb && !compare_insns(last, insn)) {
			struct instruction *kept = try_to_cse(ep, last, insn);

			if (!last->bb || !insn->bb)
				changed = true;
			insn = kept;
		}
		last = insn;
	}
	free(array);
	return changed;
}
