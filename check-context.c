// SPDX-License-Identifier: MIT
/*
 * check-context.c — the lock-context check: "context imbalance in ...".
 *
 * Takes a linearized function and walks its basic blocks depth first
 * from the entry, counting the context as OP_CONTEXT instructions
 * (calls of functions with a context attribute, __context__ statements)
 * change it.  The count starts at the sum of the function's own context
 * 'in' values and must be the sum of its 'out' values at each return; it
 * must never go below zero; a block reached twice must be reached with
 * the same count.  The first violation is reported at the block where it
 * shows, and the walk stops.  Touches bb->context only.
 */
#include <stdlib.h>

#include "lib.h"
#include "linearize.h"

/* bb->context before the walk reaches a block */
#define CONTEXT_UNSEEN	(-1)

struct context_walk {
	struct entrypoint *ep;
	int exit;		/* the count each return must have */
	bool warn;		/* say the imbalance found */
};

static int imbalance(struct context_walk *walk, struct basic_block *bb,
		     const char *why)
{
	if (walk->warn)
		warning(bb->pos, "context imbalance in '%s' - %s",
			show_ident(walk->ep->name->ident), why);
	return -1;
}

/*
 * Whether a 'check: N' instruction finds the count it needs: none held
 * for N = 0, at least N held else.
 */
static bool check_holds(struct instruction *insn, int count)
{
	if (!insn->increment)
		return !count;
	return count >= insn->increment;
}

static bool is_context(const struct instruction *insn)
{
	return insn->bb && insn->opcode == OP_CONTEXT;
}

int block_context_change(struct basic_block *bb)
{
	struct instruction *insn;
	int sum = 0;

	FOR_EACH_PTR(bb->insns, insn) {
		if (is_context(insn) && !insn->check)
			sum += insn->increment;
	} END_FOR_EACH_PTR(insn);
	return sum;
}

/*
 * What @bb's context instructions add up to, entered with @count; the
 * checks among them add nothing and say when they fail.
 */
static int context_change(struct basic_block *bb, int count)
{
	struct instruction *insn;
	int sum = 0;

	FOR_EACH_PTR(bb->insns, insn) {
		if (!is_context(insn))
			continue;
		if (!insn->check)
			sum += insn->increment;
		else if (!check_holds(insn, count + sum))
			warning(insn->pos, "context check failure");
	} END_FOR_EACH_PTR(insn);
	return sum;
}

/*
 * The count after @bb, or -1 after a report.  As sparse, a block's
 * changes are added up before the count is judged: an unlock then a
 * lock in one block is no unlock of what was not held.
 */
static int walk_instructions(struct context_walk *walk,
			     struct basic_block *bb, int count)
{
	struct instruction *last;

	count += context_change(bb, count);
	if (count < 0)
		return imbalance(walk, bb, "unexpected unlock");
	last = last_instruction(bb->insns);
	if (last && last->opcode == OP_RET && count != walk->exit)
		return imbalance(walk, bb, "wrong count at exit");
	return count;
}

/* Blocks waiting to be walked, each with the count it is entered with. */
struct walk_stack {
	struct basic_block **bb;
	int *count;
	size_t depth, room;
};

static void push_block(struct walk_stack *stack, struct basic_block *bb,
		       int count)
{
	if (stack->depth == stack->room) {
		stack->room = stack->room ? 2 * stack->room : 64;
		stack->bb = xrealloc(stack->bb,
				     stack->room * sizeof(*stack->bb));
		stack->count = xrealloc(stack->count,
					stack->room * sizeof(*stack->count));
	}
	stack->bb[stack->depth] = bb;
	stack->count[stack->depth++] = count;
}

/*
 * Depth first over the blocks, children in order, as a recursive walk
 * would go; with an explicit stack, so that a function of thousands of
 * blocks cannot exhaust the C stack.
 */
static void walk_blocks(struct context_walk *walk, struct basic_block *entry,
			int count)
{
	struct walk_stack stack = { 0 };

	push_block(&stack, entry, count);
	while (stack.depth) {
		struct basic_block *bb = stack.bb[--stack.depth];
		struct basic_block *child;
		int in = stack.count[stack.depth];

		if (bb->context == in)
			continue;
		if (bb->context != CONTEXT_UNSEEN) {
			imbalance(walk, bb,
				  "different lock contexts for basic block");
			break;
		}
		bb->context = in;
		count = walk_instructions(walk, bb, in);
		if (count < 0)
			break;
		/* the first child on top: it is walked first */
		FOR_EACH_PTR_REVERSE(bb->children, child) {
			push_block(&stack, child, count);
		} END_FOR_EACH_PTR_REVERSE(child);
	}
	free(stack.bb);
	free(stack.count);
}

bool has_context_instruction(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *insn;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (is_context(insn))
				return true;
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	return false;
}

void count_context(struct entrypoint *ep, bool warn)
{
	struct context_walk walk = { .ep = ep, .warn = warn };
	struct symbol *fn = ep->name;
	struct context *context;
	struct basic_block *bb;
	int entry = 0;

	FOR_EACH_PTR(fn->ctype.contexts, context) {
		entry += context->in;
		walk.exit += context->out;
	} END_FOR_EACH_PTR(context);
	if (!entry && !walk.exit && !has_context_instruction(ep))
		return;
	FOR_EACH_PTR(ep->bbs, bb) {
		bb->context = CONTEXT_UNSEEN;
	} END_FOR_EACH_PTR(bb);
	if (ep->entry && ep->entry->bb)
		walk_blocks(&walk, ep->entry->bb, entry);
}

void check_context(struct entrypoint *ep)
{
	count_context(ep, Wcontext);
}
