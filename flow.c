// SPDX-License-Identifier: MIT
/*
 * flow.c — the control-flow passes: what changes blocks and edges.
 *
 * Takes an entrypoint (linearize.c's, before or after SSA) and rewrites
 * its CFG in place: unreachable blocks go, a block that only jumps on is
 * bypassed, a block reached from one block only joins it, branches and
 * switches become jumps, branches are threaded past a phi-node of known
 * truths or a branch on the same condition (sparse's flow pass), and
 * instructions without effect or user go.  Also the block orders and
 * dominators the other passes ask for, and vrfy_flow(), the IR's
 * invariants checked.  Touches bb->generation (a walk's mark, from
 * bb_generation), the blocks' lists and ep->bbs.  No walk recurses: a
 * function of 262144 blocks takes a few seconds.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "flow.h"
#include "ptrmap.h"

unsigned long bb_generation;

struct instruction *terminator(struct basic_block *bb)
{
	return last_instruction(bb->insns);
}

/* ptr_list_size(list) == 1 without walking a list of 65536 parents. */
bool has_one_entry(struct basic_block_list *list)
{
	return !ptr_list_empty(list) && !ptr_list_multiple(list);
}

/* Drop the killed instructions from a block's list. */
static void pack_insns(struct basic_block *bb)
{
	struct instruction *insn;

	FOR_EACH_PTR(bb->insns, insn) {
		if (!insn->bb)
			DELETE_CURRENT_PTR(insn);
	} END_FOR_EACH_PTR(insn);
}

void kill_bb(struct basic_block *bb)
{
	struct instruction *insn;
	struct basic_block *child;

	FOR_EACH_PTR(bb->insns, insn) {
		kill_instruction(insn);
	} END_FOR_EACH_PTR(insn);
	bb->insns = NULL;
	FOR_EACH_PTR(bb->children, child) {
		delete_ptr_list_entry(&child->parents, bb, -1);
	} END_FOR_EACH_PTR(child);
	bb->children = NULL;
	bb->parents = NULL;
}

/* With a list as the stack: a function of 100000 blocks is no deeper. */
static void mark_reachable(struct basic_block *entry, unsigned long mark)
{
	struct basic_block_list *todo = NULL;
	struct basic_block *bb, *child;

	entry->generation = mark;
	add_ptr_list(&todo, entry);
	while ((bb = delete_ptr_list_last(&todo)) != NULL) {
		FOR_EACH_PTR(bb->children, child) {
			if (child->generation == mark)
				continue;
			child->generation = mark;
			add_ptr_list(&todo, child);
		} END_FOR_EACH_PTR(child);
	}
}

/*
 * The live children of the dead blocks drop their dead parents, each
 * child in one pass over its parents (8192 dead parents of one block
 * would cost a walk of its parents each), and leave the children
 * lists of the dead, so that kill_bb() has nothing to look for there.
 */
static void drop_dead_parents(struct entrypoint *ep, unsigned long live,
			      unsigned long done)
{
	struct basic_block *bb, *child, *parent;

	FOR_EACH_PTR(ep->bbs, bb) {
		if (bb->generation == live || bb->generation == done)
			continue;
		FOR_EACH_PTR(bb->children, child) {
			if (child->generation == done) {
				DELETE_CURRENT_PTR(child);
				continue;
			}
			if (child->generation != live)
				continue;
			child->generation = done;
			DELETE_CURRENT_PTR(child);
			FOR_EACH_PTR(child->parents, parent) {
				if (parent->generation != live &&
				    parent->generation != done)
					DELETE_CURRENT_PTR(parent);
			} END_FOR_EACH_PTR(parent);
			pack_ptr_list(&child->parents);
		} END_FOR_EACH_PTR(child);
	} END_FOR_EACH_PTR(bb);
}

/* Blocks the entry cannot reach are killed, with their phi sources. */
void kill_unreachable_bbs(struct entrypoint *ep)
{
	unsigned long mark = ++bb_generation, done = ++bb_generation;
	struct basic_block *bb;

	mark_reachable(ep->entry->bb, mark);
	drop_dead_parents(ep, mark, done);
	FOR_EACH_PTR(ep->bbs, bb) {
		if (bb->generation == mark || bb->generation == done)
			continue;
		kill_bb(bb);
		DELETE_CURRENT_PTR(bb);
	} END_FOR_EACH_PTR(bb);
}

/* In @bb's terminator, jumps to @old go to @new. */
void retarget_branch(struct basic_block *bb, struct basic_block *old,
		     struct basic_block *new)
{
	struct instruction *insn = terminator(bb);
	struct multijmp *jmp;

	if (!insn)
		return;
	switch (insn->opcode) {
	case OP_BR:
		if (insn->bb_target == old)
			insn->bb_target = new;
		break;
	case OP_CBR:
		if (insn->bb_true == old)
			insn->bb_true = new;
		if (insn->bb_false == old)
			insn->bb_false = new;
		break;
	case OP_SWITCH:
	case OP_COMPUTEDGOTO:
		FOR_EACH_PTR(insn->multijmp_list, jmp) {
			if (jmp->target == old)
				jmp->target = new;
		} END_FOR_EACH_PTR(jmp);
		break;
	default:
		break;
	}
	replace_ptr_list_entry(&bb->children, old, new, -1);
	if (!lookup_ptr_list_entry(new->parents, bb))
		add_ptr_list(&new->parents, bb);
}

/*
 * The only instruction of @bb is 'br target' (the marks of inlined calls
 * aside, as sparse has it): its target, else NULL.
 */
static struct basic_block *forwarding_target(struct basic_block *bb)
{
	struct instruction *insn, *only = NULL;

	FOR_EACH_PTR(bb->insns, insn) {
		if (!insn->bb || insn->opcode == OP_INLINED_CALL)
			continue;
		if (only)
			return NULL;
		only = insn;
	} END_FOR_EACH_PTR(insn);
	if (!only || only->opcode != OP_BR || only->bb_target == bb)
		return NULL;
	return only->bb_target;
}

/* Rule: P -> B -> T with B only 'br T' becomes P -> T. */
static bool bypass_empty_bb(struct entrypoint *ep, struct basic_block *bb)
{
	struct basic_block *target = forwarding_target(bb);
	struct basic_block *parent;

	if (!target || bb == ep->entry->bb || !bb->parents)
		return false;
	FOR_EACH_PTR(bb->parents, parent) {
		/* as sparse: an edge for each of @bb's, though P had one */
		bool known = lookup_ptr_list_entry(target->parents, parent);

		retarget_branch(parent, bb, target);
		if (known)
			add_ptr_list(&target->parents, parent);
	} END_FOR_EACH_PTR(parent);
	bb->parents = NULL;
	kill_bb(bb);
	return true;
}

/*
 * Rule: a phi-node merged into its only parent P is its source in P
 * (not its first: one an edge threaded away left need not dominate P).
 * A phi-node without one there (memops.c's, of a load, has its sources
 * where the stores were, further up) stays a phi-node: false.  As
 * sparse, what only the phi source used goes with it, at once (an
 * inlined call's unused result: the blocks it empties are bypassed if
 * the walk of simplify_cfg_early() has yet to reach them).
 */
static bool fold_single_phi(struct instruction *phi_node,
			    struct basic_block *parent)
{
	struct instruction *source = NULL;
	pseudo_t phi;
	bool sources = false;

	FOR_EACH_PTR(phi_node->phi_list, phi) {
		if (phi == VOID_PSEUDO || !phi->def || !phi->def->bb)
			continue;
		sources = true;
		if (phi->def->bb != parent)
			continue;
		source = phi->def;
		break;
	} END_FOR_EACH_PTR(phi);
	if (!source && sources)
		return false;
	replace_with_pseudo(phi_node, source ? source->phi_src : VOID_PSEUDO);
	/* as sparse: what only the phi source used goes with it */
	kill_insn(source, 0);
	return true;
}

/* Rule: B ending in 'br T', T's only parent B: T's code joins B. */
static bool merge_child(struct entrypoint *ep, struct basic_block *bb)
{
	struct instruction *br = terminator(bb), *insn;
	struct basic_block *child, *grandchild;

	if (!br || br->opcode != OP_BR)
		return false;
	child = br->bb_target;
	if (child == bb || child == ep->entry->bb ||
	    !has_one_entry(child->parents))
		return false;
	kill_instruction(br);
	FOR_EACH_PTR(child->insns, insn) {
		if (!insn->bb)
			continue;
		if (insn->opcode == OP_PHI && fold_single_phi(insn, bb))
			continue;
		insn->bb = bb;
		add_ptr_list(&bb->insns, insn);
	} END_FOR_EACH_PTR(insn);
	/* its nodes freed: a chain merged bottom-up copies each block again */
	free_ptr_list(&child->insns);
	bb->children = child->children;
	FOR_EACH_PTR(child->children, grandchild) {
		replace_ptr_list_entry(&grandchild->parents, child, bb, -1);
	} END_FOR_EACH_PTR(grandchild);
	child->children = NULL;
	child->parents = NULL;
	pack_insns(bb);
	return true;
}

/*
 * Bypass and merge blocks in postorder, in one walk.  As sparse: the
 * order shows in a join's parents, so in its phi-nodes' operands and
 * their numbers (a bypassed block's parent goes last); a block left
 * empty once the walk passed it stays (an inlined call's mark, and the
 * jump on).
 */
void simplify_cfg_early(struct entrypoint *ep)
{
	struct basic_block_list *post = NULL;
	struct basic_block *bb;

	postorder_blocks(ep->entry->bb, &post, ++bb_generation);
	FOR_EACH_PTR(post, bb) {
		if (!bypass_empty_bb(ep, bb))
			merge_child(ep, bb);
	} END_FOR_EACH_PTR(bb);
	free_ptr_list(&post);
	kill_unreachable_bbs(ep);
}

/*
 * One of two edges @bb -> @child goes: @child's parent @bb once, and
 * the first source from @bb of each phi-node (as sparse, which numbers
 * the sources of both edges, then keeps the last one).
 */
static void drop_twin_edge(struct basic_block *bb, struct basic_block *child)
{
	struct instruction *insn;
	pseudo_t phi;

	FOR_EACH_PTR(child->insns, insn) {
		if (!insn->bb)
			continue;
		if (insn->opcode != OP_PHI)
			break;
		FOR_EACH_PTR(insn->phi_list, phi) {
			if (phi == VOID_PSEUDO || !phi->def ||
			    phi->def->bb != bb)
				continue;
			remove_use(THIS_ADDRESS(phi));
			*THIS_ADDRESS(phi) = VOID_PSEUDO;
			break;
		} END_FOR_EACH_PTR(phi);
	} END_FOR_EACH_PTR(insn);
	delete_ptr_list_entry(&child->parents, bb, 1);
}

void join_twin_edges(struct basic_block *bb, struct basic_block *target)
{
	struct basic_block *parent;
	int edges = 0;

	delete_ptr_list_entry(&bb->children, target, -1);
	add_ptr_list(&bb->children, target);
	FOR_EACH_PTR(target->parents, parent) {
		edges += parent == bb;
	} END_FOR_EACH_PTR(parent);
	for (; edges > 1; edges--)	/* a switch's, one per case */
		drop_twin_edge(bb, target);
	if (!edges)
		add_ptr_list(&target->parents, bb);
}

/* A cbr whose two arms go to one block is a br to it. */
static void single_target(struct basic_block *bb)
{
	struct instruction *br = terminator(bb);

	if (!br || br->opcode != OP_CBR || br->bb_true != br->bb_false)
		return;
	remove_use(&br->cond);
	br->opcode = OP_BR;
	br->bb_target = br->bb_true;
	join_twin_edges(bb, br->bb_target);
}

/* The one block the switch @insn goes to, whatever the value; or NULL. */
static struct basic_block *switch_only_target(struct instruction *insn)
{
	struct basic_block *target = NULL;
	struct multijmp *jmp;

	FOR_EACH_PTR(insn->multijmp_list, jmp) {
		if (target && jmp->target != target)
			return NULL;
		target = jmp->target;
	} END_FOR_EACH_PTR(jmp);
	return target;
}

/*
 * Rule: a switch whose cases and default all go to T is 'br T'; so is
 * a 'jmp *' whose one target (one label's address taken) is T.
 */
static bool switch_to_branch(struct basic_block *bb)
{
	struct instruction *insn = terminator(bb);
	struct basic_block *target;

	if (!insn || (insn->opcode != OP_SWITCH &&
		      insn->opcode != OP_COMPUTEDGOTO) ||
	    !(target = switch_only_target(insn)))
		return false;
	convert_to_jump(insn, target);
	return true;
}

/* Whether every entry of @list is @bb. */
static bool only_entry(struct basic_block_list *list, struct basic_block *bb)
{
	struct basic_block *entry;

	FOR_EACH_PTR(list, entry) {
		if (entry != bb)
			return false;
	} END_FOR_EACH_PTR(entry);
	return true;
}

/*
 * Rule: T, only parent B ending in 'br T', or in 'cbr c, T, T' (a
 * bypass left it; its branch goes in the merge): T's code joins B.
 */
static bool merge_into_parent(struct entrypoint *ep, struct basic_block *bb)
{
	struct basic_block *parent;
	struct instruction *br;

	if (bb == ep->entry->bb || !bb->parents)
		return false;
	parent = first_ptr_list(bb->parents);
	if (parent == bb || !only_entry(bb->parents, parent))
		return false;
	br = terminator(parent);
	if (br && br->opcode == OP_CBR && br->bb_true == bb &&
	    br->bb_false == bb)
		single_target(parent);
	return has_one_entry(bb->parents) && merge_child(ep, parent);
}

/*
 * After the simplifications, as sparse packs the blocks: first to last,
 * a switch with one target becomes a br, an empty block is bypassed,
 * else a block with one parent ending in a branch to it joins that
 * parent.  A cbr a bypass left with one target stays a cbr (the next
 * round's simplify makes it a br, fold_branch_twin()) unless its block
 * merges: as sparse (its numbers show the rounds between, each running
 * the memory pass, which makes and drops the phi sources of a load it
 * cannot rewrite).
 */
bool pack_basic_blocks(struct entrypoint *ep)
{
	struct basic_block *bb;
	bool changed, packed = false;

	/* as sparse: a block a folded branch left unreached goes first */
	kill_unreachable_bbs(ep);
	do {
		changed = false;
		FOR_EACH_PTR(ep->bbs, bb) {
			if (switch_to_branch(bb))
				changed = true;
			if (bypass_empty_bb(ep, bb) ||
			    merge_into_parent(ep, bb))
				changed = true;
		} END_FOR_EACH_PTR(bb);
		kill_unreachable_bbs(ep);
		packed |= changed;
	} while (changed);
	return packed;
}

// Reverse postorder and dominators

/* A block being walked: its children, walked from the last one. */
struct postorder_frame {
	struct basic_block *bb;
	struct basic_block **children;
	int next;
};

struct postorder_stack {
	struct postorder_frame *frames;
	size_t depth, room;
};

static void postorder_push(struct postorder_stack *stack,
			   struct basic_block *bb, unsigned long mark)
{
	struct postorder_frame *frame;
	int n = ptr_list_size(bb->children);

	if (stack->depth == stack->room) {
		stack->room = stack->room * 2 + 64;
		stack->frames = xrealloc(stack->frames,
					 stack->room * sizeof(*stack->frames));
	}
	bb->generation = mark;
	frame = &stack->frames[stack->depth++];
	frame->bb = bb;
	frame->children = xmalloc((n + 1) * sizeof(*frame->children));
	frame->next = linearize_ptr_list(bb->children,
					 (void **)frame->children, n) - 1;
}

/*
 * The blocks after all they lead to, children last first, as a
 * recursive walk would list them; with a stack of its own, so that a
 * function of 100000 blocks in a row cannot exhaust the C stack.
 */
void postorder_blocks(struct basic_block *entry,
		      struct basic_block_list **list, unsigned long mark)
{
	struct postorder_stack stack = { NULL, 0, 0 };

	postorder_push(&stack, entry, mark);
	while (stack.depth) {
		struct postorder_frame *frame = &stack.frames[stack.depth - 1];

		if (frame->next >= 0) {
			struct basic_block *child =
				frame->children[frame->next--];

			if (child->generation != mark)
				postorder_push(&stack, child, mark);
			continue;
		}
		add_ptr_list(list, frame->bb);
		free(frame->children);
		stack.depth--;
	}
	free(stack.frames);
}

void order_blocks(struct entrypoint *ep)
{
	struct basic_block_list *post = NULL, *rpo = NULL;
	struct basic_block *bb;

	postorder_blocks(ep->entry->bb, &post, ++bb_generation);
	FOR_EACH_PTR_REVERSE(post, bb) {
		add_ptr_list(&rpo, bb);
	} END_FOR_EACH_PTR_REVERSE(bb);
	ep->bbs = rpo;
}

// Dominators: Cooper, Harvey and Kennedy, "A Simple, Fast Dominance
// Algorithm" (2001), over the blocks in reverse postorder

static int intersect(const int *idom, int a, int b)
{
	while (a != b) {
		while (a > b)
			a = idom[a];
		while (b > a)
			b = idom[b];
	}
	return a;
}

void find_idoms(struct basic_block **bbs, int nr, int *idom,
		int (*index)(const struct basic_block *bb, const void *data),
		const void *data)
{
	bool changed;
	int i;

	idom[0] = 0;
	for (i = 1; i < nr; i++)
		idom[i] = -1;
	do {
		changed = false;
		for (i = 1; i < nr; i++) {
			struct basic_block *parent;
			int new = -1;

			FOR_EACH_PTR(bbs[i]->parents, parent) {
				int p = index(parent, data);

				if (p < 0 || idom[p] < 0)
					continue;
				new = new < 0 ? p : intersect(idom, p, new);
			} END_FOR_EACH_PTR(parent);
			if (new != idom[i]) {
				idom[i] = new;
				changed = true;
			}
		}
	} while (changed);
}

// Dead code

bool has_side_effects(struct instruction *insn)
{
	switch (insn->opcode) {
	case OP_LOAD:
		return insn->is_volatile;
	case OP_PHISOURCE:
		return false;
	default:
		break;
	}
	if (opcode_table[insn->opcode].flags &
	    (OPF_BINOP | OPF_COMPARE | OPF_UNOP | OPF_CAST | OPF_TERNARY))
		return false;
	return insn->opcode != OP_PHI && insn->opcode != OP_SETVAL &&
	       insn->opcode != OP_LABEL &&
	       insn->opcode != OP_SETFVAL;
}

/* A call of a function declared pure or const: only its value counts. */
static bool is_pure_call(struct instruction *insn)
{
	return insn->opcode == OP_CALL && insn->func->type == PSEUDO_SYM &&
	       (insn->func->sym->ctype.modifiers & (MOD_PURE | MOD_PURE_CONST));
}

static bool is_dead(struct instruction *insn)
{
	pseudo_t target = insn->target;
	struct pseudo_user *user;

	if (!insn->bb || !target)
		return false;
	if (is_pure_call(insn) && target == VOID_PSEUDO)
		return true;
	if ((has_side_effects(insn) && !is_pure_call(insn)) ||
	    target == VOID_PSEUDO)
		return false;
	FOR_EACH_PTR(target->users, user) {
		if (user->insn->bb && *user->userp == target)
			return false;
	} END_FOR_EACH_PTR(user);
	return true;
}

/*
 * Rule: an instruction without side effects whose value is unused goes,
 * and so does a call of a pure function.
 */
bool remove_dead_insns(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *insn;
	bool changed, any = false;

	defer_kill_uses();
	do {
		changed = false;
		FOR_EACH_PTR(ep->bbs, bb) {
			FOR_EACH_PTR_REVERSE(bb->insns, insn) {
				if (is_dead(insn)) {
					kill_instruction(insn);
					changed = any = true;
				}
			} END_FOR_EACH_PTR_REVERSE(insn);
		} END_FOR_EACH_PTR(bb);
	} while (changed);
	flush_kill_uses();
	return any;
}

void pack_entry_insns(struct entrypoint *ep)
{
	struct basic_block *bb;

	FOR_EACH_PTR(ep->bbs, bb) {
		pack_insns(bb);
	} END_FOR_EACH_PTR(bb);
}

// Branches become jumps

/* The phi sources of @bb that fed phi-nodes of @child lose their use. */
static void drop_edge_phis(struct basic_block *bb, struct basic_block *child)
{
	struct instruction *insn;
	struct pseudo_user *user;

	FOR_EACH_PTR(bb->insns, insn) {
		if (!insn->bb || insn->opcode != OP_PHISOURCE)
			continue;
		FOR_EACH_PTR(insn->target->users, user) {
			if (user->insn->bb != child)
				continue;
			*user->userp = VOID_PSEUDO;
			DELETE_CURRENT_PTR(user);
		} END_FOR_EACH_PTR(user);
	} END_FOR_EACH_PTR(insn);
}

/* Rule: the switch @insn that goes to @keep is 'br @keep'. */
static void switch_to_jump(struct instruction *insn, struct basic_block *keep)
{
	struct basic_block *bb = insn->bb, *child;

	FOR_EACH_PTR(bb->children, child) {
		if (child == keep)
			continue;
		drop_edge_phis(bb, child);
		delete_ptr_list_entry(&child->parents, bb, -1);
	} END_FOR_EACH_PTR(child);
	bb->children = NULL;
	join_twin_edges(bb, keep);
	remove_use(&insn->switch_cond);
	insn->opcode = OP_BR;
	insn->size = 0;
	insn->bb_target = keep;
}

/* The cbr or switch @br of its block becomes 'br @final'. */
void convert_to_jump(struct instruction *br, struct basic_block *final)
{
	struct basic_block *bb = br->bb, *other;

	if (br->opcode == OP_SWITCH) {
		switch_to_jump(br, final);
		return;
	}
	other = br->bb_true == final ? br->bb_false : br->bb_true;
	if (other != final) {
		drop_edge_phis(bb, other);
		delete_ptr_list_entry(&other->parents, bb, 1);
		delete_ptr_list_entry(&bb->children, other, 1);
	} else {
		join_twin_edges(bb, final);
	}
	remove_use(&br->cond);
	br->opcode = OP_BR;
	br->bb_target = final;
}

// Branch threading: sparse's flow pass

/*
 * Whether @bb does what a branch may not skip, as sparse counts it: a
 * call, a store, a context change, an asm, a volatile load.
 */
static bool bb_has_side_effects(struct basic_block *bb)
{
	struct instruction *insn;

	FOR_EACH_PTR(bb->insns, insn) {
		if (!insn->bb)
			continue;
		switch (insn->opcode) {
		case OP_CALL: case OP_STORE: case OP_CONTEXT: case OP_ASM:
			return true;
		case OP_LOAD:
			if (insn->is_volatile)
				return true;
			break;
		default:
			break;
		}
	} END_FOR_EACH_PTR(insn);
	return false;
}

/*
 * What @from may still need of a block @skip, as sparse's liveness has
 * it: a value @skip defines that is live into @from (used there or
 * after, a phi source's use included), or else a phi-node of @from
 * itself with a source in @skip.
 */
enum need {
	NEED_NOTHING,
	NEED_VALUE,		/* a value @skip computes */
	NEED_PHI,		/* a phi source of @skip, for @from */
};

/*
 * Whether a block of @wanted's mark is reachable from @from without
 * going through @skip; the blocks walked get @mark.
 */
static bool reaches_marked(struct basic_block *from, struct basic_block *skip,
			   unsigned long wanted, unsigned long mark)
{
	struct basic_block_list *todo = NULL;
	struct basic_block *bb, *child;
	bool found = false;

	add_ptr_list(&todo, from);
	while ((bb = delete_ptr_list_last(&todo)) != NULL) {
		if (bb == skip || bb->generation == mark)
			continue;
		if (bb->generation == wanted) {
			found = true;
			break;
		}
		bb->generation = mark;
		FOR_EACH_PTR(bb->children, child) {
			add_ptr_list(&todo, child);
		} END_FOR_EACH_PTR(child);
	}
	free_ptr_list(&todo);
	return found;
}

/* Whether the phi source @src feeds a phi-node of @bb. */
static bool feeds_phi_of(struct instruction *src, struct basic_block *bb)
{
	struct pseudo_user *user;

	FOR_EACH_PTR(src->target->users, user) {
		if (user->insn->bb == bb && user->insn->opcode == OP_PHI)
			return true;
	} END_FOR_EACH_PTR(user);
	return false;
}

/* The blocks but @skip using the value @target get @mark; how many. */
static int mark_users(pseudo_t target, struct basic_block *skip,
		      unsigned long mark)
{
	struct pseudo_user *user;
	int nr = 0;

	FOR_EACH_PTR(target->users, user) {
		struct basic_block *bb = user->insn->bb;

		if (bb && bb != skip) {
			bb->generation = mark;
			nr++;
		}
	} END_FOR_EACH_PTR(user);
	return nr;
}

/*
 * What the blocks reachable from @from without going through @skip
 * need of @skip: a value it computes, a phi source of it for @from, or
 * nothing.  The blocks using @skip's values are marked first, so that
 * the walk stops at the first one it meets; when @phi_is_enough (the
 * caller does the same for both), a phi source spares the walk.
 */
static enum need needed_from(struct basic_block *from,
			     struct basic_block *skip, bool phi_is_enough)
{
	unsigned long wanted = ++bb_generation;
	struct instruction *insn;
	enum need need = NEED_NOTHING;
	int users = 0;

	FOR_EACH_PTR(skip->insns, insn) {
		pseudo_t target = insn->target;

		if (!insn->bb || !target || target == VOID_PSEUDO ||
		    target->def != insn)
			continue;
		if (insn->opcode == OP_PHISOURCE) {
			if (feeds_phi_of(insn, from))
				need = NEED_PHI;
		} else if (target->type == PSEUDO_REG) {
			users += mark_users(target, skip, wanted);
		}
	} END_FOR_EACH_PTR(insn);
	if (need == NEED_PHI && phi_is_enough)
		return need;
	if (users && reaches_marked(from, skip, wanted, ++bb_generation))
		return NEED_VALUE;
	return need;
}

/*
 * The edge @bb -> @old that @slot holds goes to @new; false when @slot
 * does not hold @old or nothing changes.
 */
static bool rewrite_edge(struct basic_block *bb, struct basic_block **slot,
			 struct basic_block *old, struct basic_block *new)
{
	if (*slot != old || new == old)
		return false;
	*slot = new;
	replace_ptr_list_entry(&bb->children, old, new, 1);
	delete_ptr_list_entry(&old->parents, bb, 1);
	add_ptr_list(&new->parents, bb);
	return true;
}

/*
 * Rule: a cbr on c to a block T that ends in a cbr on the same c knows
 * where T goes (final): when T does nothing a branch may not skip and
 * final needs nothing of T's, the edge goes to final; else when the cbr
 * is T's only parent, T's cbr becomes 'br final'.
 */
static bool branch_to_same_branch(struct instruction *br, bool side)
{
	struct basic_block *bb = br->bb;
	struct basic_block **slot = side ? &br->bb_true : &br->bb_false;
	struct basic_block *target = *slot, *final;
	struct instruction *next = terminator(target);
	enum need need = NEED_VALUE;

	if (target == bb || !next || next->opcode != OP_CBR ||
	    next->cond != br->cond)
		return false;
	final = side ? next->bb_true : next->bb_false;
	if (!bb_has_side_effects(target))
		need = needed_from(final, target,
				   !has_one_entry(target->parents));
	if (need == NEED_NOTHING)
		return rewrite_edge(bb, slot, target, final);
	if (need == NEED_PHI || !has_one_entry(target->parents))
		return false;
	convert_to_jump(next, final);
	return true;
}

/* Whether @pseudo is known true (1), false (0), or not known (-1). */
static int truth_value(pseudo_t pseudo)
{
	struct instruction *def;

	if (pseudo->type == PSEUDO_VAL)
		return pseudo->value != 0;
	if (pseudo->type == PSEUDO_SYM)
		return 1;
	def = pseudo->type == PSEUDO_REG ? pseudo->def : NULL;
	/* the address of a symbol is never null */
	if (def && def->opcode == OP_SYMADDR && def->target == pseudo)
		return 1;
	return -1;
}

/*
 * The phi source @src of the phi-node of @bb's cbr @br is a known truth:
 * its block jumps where @br would, past @bb, when the block it goes to
 * needs nothing of @bb's.  -1 when the rule does not apply, else
 * whether an edge moved.
 */
static int thread_phi_source(struct basic_block *bb, struct instruction *br,
			     struct instruction *src)
{
	struct basic_block *source = src->bb, *target;
	struct instruction *jump;
	int cond, changed;

	if (!source || !src->phi_src)
		return -1;
	jump = terminator(source);
	if (!jump || (jump->opcode != OP_CBR && jump->opcode != OP_BR))
		return -1;
	cond = truth_value(src->phi_src);
	if (cond < 0)
		return -1;
	target = cond ? br->bb_true : br->bb_false;
	if (needed_from(target, bb, true) != NEED_NOTHING)
		return -1;
	if (jump->opcode == OP_BR)
		return rewrite_edge(source, &jump->bb_target, bb, target);
	changed = rewrite_edge(source, &jump->bb_true, bb, target);
	changed |= rewrite_edge(source, &jump->bb_false, bb, target);
	return changed;
}

/* The sources of @phi_node whose edge is still there (not VOID). */
static int live_phi_count(struct instruction *phi_node)
{
	pseudo_t phi;
	int nr = 0;

	FOR_EACH_PTR(phi_node->phi_list, phi) {
		if (phi != VOID_PSEUDO)
			nr++;
	} END_FOR_EACH_PTR(phi);
	return nr;
}

/*
 * Rule: a block ending in a cbr on its own phi-node, doing nothing a
 * branch may not skip, is skipped by each parent giving the phi-node a
 * known truth: that parent jumps where the cbr would.  As sparse, once
 * one parent was so rewritten, the phi-node loses each source tried
 * after it (unless parents and live sources do not pair up: the
 * sources of dropped edges, VOID, do not count).
 */
static bool thread_phi_branch(struct basic_block *bb)
{
	struct instruction *br = terminator(bb), *phi_node;
	bool changed = false, bogus;
	pseudo_t phi;

	if (!br || br->opcode != OP_CBR || br->cond->type != PSEUDO_REG)
		return false;
	phi_node = br->cond->def;
	if (!phi_node || phi_node->bb != bb || phi_node->opcode != OP_PHI ||
	    bb_has_side_effects(bb))
		return false;
	bogus = ptr_list_size(bb->parents) != live_phi_count(phi_node);
	FOR_EACH_PTR(phi_node->phi_list, phi) {
		int moved;

		if (phi == VOID_PSEUDO || !phi->def)
			continue;
		moved = thread_phi_source(bb, br, phi->def);
		if (moved < 0)
			continue;
		changed |= moved;
		if (changed && !bogus) {
			kill_use(THIS_ADDRESS(phi));
			*THIS_ADDRESS(phi) = VOID_PSEUDO;
		}
	} END_FOR_EACH_PTR(phi);
	return changed;
}

/*
 * The branch rules of sparse's flow pass, run once all else is stable:
 * for each block ending in a cbr, the phi-node threading, else the
 * branches to a branch on the same condition.
 */
bool simplify_flow(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *br;
	bool changed = false;

	FOR_EACH_PTR(ep->bbs, bb) {
		br = terminator(bb);
		if (!br || br->opcode != OP_CBR)
			continue;
		if (thread_phi_branch(bb)) {
			changed = true;
			continue;
		}
		changed |= branch_to_same_branch(br, true);
		changed |= branch_to_same_branch(br, false);
	} END_FOR_EACH_PTR(bb);
	return changed;
}


// The IR verifier

/*
 * What the verifier knows of a function: its blocks (the live ones, with
 * their index in reverse postorder, -1 when the entry cannot reach
 * them), each live instruction's place, the dominator tree's walk clock
 * and the operand slots the users lists register.
 */
struct verifier {
	struct entrypoint *ep;
	struct ptr_map blocks;		/* bb -> rpo index, or -1 */
	struct ptr_map places;		/* live insn -> order in ep->bbs */
	struct ptr_map registered;	/* slot -> 1: in a users list */
	struct ptr_map pseudos;		/* pseudo -> 1: its users seen */
	int *enter, *leave;		/* the dominator tree's clock */
	char message[256];
};

/* The first broken invariant is said; later ones are not looked at. */
static bool broken(struct verifier *v, struct basic_block *bb,
		   const char *fmt, ...) FORMAT_ATTR(3);

static bool broken(struct verifier *v, struct basic_block *bb,
		   const char *fmt, ...)
{
	size_t len;
	va_list args;

	len = (size_t)snprintf(v->message, sizeof(v->message), "%s: ",
			       show_label(bb));
	va_start(args, fmt);
	vsnprintf(v->message + len, sizeof(v->message) - len, fmt, args);
	va_end(args);
	return false;
}

static int rpo_index(const struct basic_block *bb, const void *data)
{
	const struct verifier *v = data;

	return (int)ptr_map_get(&v->blocks, bb);
}

/* Enter and leave times of a walk of the dominator tree, no recursion. */
static void clock_dominator_tree(struct verifier *v, const int *idom, int nr)
{
	int *first = xmalloc(nr * sizeof(*first));
	int *sibling = xmalloc(nr * sizeof(*sibling));
	int *stack = xmalloc(nr * sizeof(*stack));
	int i, depth = 0, clock = 0;

	for (i = 0; i < nr; i++)
		first[i] = sibling[i] = -1;
	for (i = nr - 1; i > 0; i--) {
		if (idom[i] < 0)
			continue;
		sibling[i] = first[idom[i]];
		first[idom[i]] = i;
	}
	stack[depth++] = 0;
	v->enter[0] = clock++;
	while (depth) {
		int top = stack[depth - 1], child = first[top];

		if (child < 0) {
			v->leave[top] = clock++;
			depth--;
			continue;
		}
		first[top] = sibling[child];
		v->enter[child] = clock++;
		stack[depth++] = child;
	}
	free(first);
	free(sibling);
	free(stack);
}

/*
 * The blocks the entry reaches, numbered in reverse postorder, and the
 * walk clock of their dominator tree; the edges were checked before.
 */
static void index_blocks(struct verifier *v)
{
	struct basic_block_list *post = NULL;
	struct basic_block *bb, **bbs;
	int nr = 0, *idom;

	postorder_blocks(v->ep->entry->bb, &post, ++bb_generation);
	bbs = xmalloc((ptr_list_size(post) + 1) * sizeof(*bbs));
	FOR_EACH_PTR_REVERSE(post, bb) {
		bbs[nr] = bb;
		ptr_map_put(&v->blocks, bb, nr++);
	} END_FOR_EACH_PTR_REVERSE(bb);
	free_ptr_list(&post);
	idom = xmalloc((nr + 1) * sizeof(*idom));
	v->enter = xmalloc((nr + 1) * sizeof(*v->enter));
	v->leave = xmalloc((nr + 1) * sizeof(*v->leave));
	find_idoms(bbs, nr, idom, rpo_index, v);
	clock_dominator_tree(v, idom, nr);
	free(idom);
	free(bbs);
}

/* An edge, as one of the three places that state it gives it. */
struct edge {
	const struct basic_block *from, *to;
};

static int compare_edges(const void *a, const void *b)
{
	const struct edge *x = a, *y = b;

	if (x->from != y->from)
		return (uintptr_t)x->from < (uintptr_t)y->from ? -1 : 1;
	if (x->to != y->to)
		return (uintptr_t)x->to < (uintptr_t)y->to ? -1 : 1;
	return 0;
}

struct edge_set {
	struct edge *edges;
	size_t nr, room;
};

static void add_edge(struct edge_set *set, const struct basic_block *from,
		     const struct basic_block *to)
{
	if (set->nr == set->room) {
		set->room = set->room * 2 + 64;
		set->edges = xrealloc(set->edges,
				      set->room * sizeof(*set->edges));
	}
	set->edges[set->nr].from = from;
	set->edges[set->nr++].to = to;
}

/* Sorted, each edge once. */
static void sort_edges(struct edge_set *set)
{
	size_t i, nr = 0;

	if (!set->nr)
		return;
	qsort(set->edges, set->nr, sizeof(*set->edges), compare_edges);
	for (i = 1; i < set->nr; i++) {
		if (compare_edges(&set->edges[nr], &set->edges[i]))
			set->edges[++nr] = set->edges[i];
	}
	set->nr = nr + 1;
}

/* The first edge of @a that @b lacks, or NULL. */
static const struct edge *missing_edge(const struct edge_set *a,
				       const struct edge_set *b)
{
	size_t i, j = 0;

	for (i = 0; i < a->nr; i++) {
		while (j < b->nr &&
		       compare_edges(&b->edges[j], &a->edges[i]) < 0)
			j++;
		if (j == b->nr || compare_edges(&b->edges[j], &a->edges[i]))
			return &a->edges[i];
	}
	return NULL;
}

/* The blocks @term goes to, as edges from @bb. */
static void add_jumps(struct edge_set *set, struct basic_block *bb,
		      struct instruction *term)
{
	struct multijmp *jmp;

	switch (term->opcode) {
	case OP_BR:
		add_edge(set, bb, term->bb_target);
		break;
	case OP_CBR:
		add_edge(set, bb, term->bb_true);
		add_edge(set, bb, term->bb_false);
		break;
	case OP_SWITCH:
	case OP_COMPUTEDGOTO:
		FOR_EACH_PTR(term->multijmp_list, jmp) {
			add_edge(set, bb, jmp->target);
		} END_FOR_EACH_PTR(jmp);
		break;
	default:
		break;
	}
}

/* Each live instruction of @bb is its own, the last a terminator. */
static bool check_block_insns(struct verifier *v, struct basic_block *bb,
			      struct edge_set *jumps)
{
	struct instruction *insn, *term = NULL;

	FOR_EACH_PTR(bb->insns, insn) {
		if (!insn->bb)
			continue;
		if (insn->bb != bb)
			return broken(v, bb, "an instruction says it is in .L%d",
				      insn->bb->nr);
		if (term)
			return broken(v, bb, "'%s' after its terminator",
				      opcode_table[insn->opcode].name);
		if (opcode_table[insn->opcode].flags & OPF_TERM)
			term = insn;
		ptr_map_put(&v->places, insn, (long)v->places.nr);
	} END_FOR_EACH_PTR(insn);
	if (!term)
		return broken(v, bb, "no terminator at its end");
	add_jumps(jumps, bb, term);
	return true;
}

/* Which list an edge @edge missing from another list was found in. */
static bool broken_edge(struct verifier *v, const struct edge *edge,
			const char *found, const char *missing)
{
	return broken(v, (struct basic_block *)edge->from,
		      "the edge to %s is in %s, not in %s",
		      show_label((struct basic_block *)edge->to),
		      found, missing);
}

/*
 * The blocks are listed once, live, each ending in its terminator; the
 * edges the children lists, the parents lists and the terminators give
 * are the same, between live blocks.
 */
static bool check_blocks(struct verifier *v)
{
	struct edge_set children = { 0 }, parents = { 0 }, jumps = { 0 };
	struct basic_block *bb, *other;
	const struct edge *edge;
	bool ok = true;
	size_t i;

	FOR_EACH_PTR(v->ep->bbs, bb) {
		if (ptr_map_get(&v->blocks, bb) != -1)
			return broken(v, bb, "twice in the list of blocks");
		ptr_map_put(&v->blocks, bb, -2);
	} END_FOR_EACH_PTR(bb);
	FOR_EACH_PTR(v->ep->bbs, bb) {
		if (!check_block_insns(v, bb, &jumps)) {
			ok = false;
			goto out;
		}
		FOR_EACH_PTR(bb->children, other) {
			add_edge(&children, bb, other);
		} END_FOR_EACH_PTR(other);
		FOR_EACH_PTR(bb->parents, other) {
			add_edge(&parents, other, bb);
		} END_FOR_EACH_PTR(other);
	} END_FOR_EACH_PTR(bb);
	sort_edges(&children);
	sort_edges(&parents);
	sort_edges(&jumps);
	for (i = 0; i < children.nr; i++) {
		edge = &children.edges[i];
		if (ptr_map_get(&v->blocks, edge->to) == -1) {
			ok = broken(v, (struct basic_block *)edge->from,
				    "its child %s is a dead block",
				    show_label((struct basic_block *)edge->to));
			goto out;
		}
	}
	if ((edge = missing_edge(&children, &parents)))
		ok = broken_edge(v, edge, "its children", "the parents");
	else if ((edge = missing_edge(&parents, &children)))
		ok = broken_edge(v, edge, "the parents", "its children");
	else if ((edge = missing_edge(&jumps, &children)))
		ok = broken_edge(v, edge, "its terminator", "its children");
	else if ((edge = missing_edge(&children, &jumps)))
		ok = broken_edge(v, edge, "its children", "its terminator");
out:
	free(children.edges);
	free(parents.edges);
	free(jumps.edges);
	return ok;
}

/* The live entries of @pseudo's users list hold it; their slots noted. */
static bool register_users(struct verifier *v, struct basic_block *bb,
			   pseudo_t pseudo)
{
	struct pseudo_user *user;

	if (ptr_map_get(&v->pseudos, pseudo) != -1)
		return true;
	ptr_map_put(&v->pseudos, pseudo, 1);
	FOR_EACH_PTR(pseudo->users, user) {
		if (!user->insn->bb)
			continue;
		if (*user->userp != pseudo)
			return broken(v, bb, "%s's users list has a slot of "
				      "'%s' that holds %s", show_pseudo(pseudo),
				      opcode_table[user->insn->opcode].name,
				      show_pseudo(*user->userp));
		ptr_map_put(&v->registered, user->userp, 1);
	} END_FOR_EACH_PTR(user);
	return true;
}

/* Whether the block of rpo index @a dominates that of @b. */
static bool dominates_index(const struct verifier *v, long a, long b)
{
	return v->enter[a] <= v->enter[b] && v->leave[b] <= v->leave[a];
}

/* The definition of what @slot of @insn holds is live and dominates it. */
static bool check_definition(struct verifier *v, struct instruction *insn,
			     pseudo_t pseudo)
{
	struct basic_block *bb = insn->bb;
	struct instruction *def = pseudo->def;
	long use_bb, def_bb;

	if (!def)
		return broken(v, bb, "'%s' uses %s, which has no definition",
			      opcode_table[insn->opcode].name,
			      show_pseudo(pseudo));
	if (!def->bb)
		return broken(v, bb, "'%s' uses %s, whose definition is "
			      "killed", opcode_table[insn->opcode].name,
			      show_pseudo(pseudo));
	def_bb = ptr_map_get(&v->blocks, def->bb);
	if (def_bb == -1)
		return broken(v, bb, "'%s' uses %s, defined in the dead "
			      "block %s", opcode_table[insn->opcode].name,
			      show_pseudo(pseudo),
			      show_label(def->bb));
	/* a phi-node's sources are defined in its parents; an asm lists
	 * the outputs it defines */
	use_bb = ptr_map_get(&v->blocks, bb);
	if (insn->opcode == OP_PHI || def == insn || use_bb < 0 || def_bb < 0)
		return true;
	if (def->bb == bb ? ptr_map_get(&v->places, def) <
			    ptr_map_get(&v->places, insn) :
			    v->ep->loose_dominance ||
			    dominates_index(v, def_bb, use_bb))
		return true;
	return broken(v, bb, "'%s' uses %s, whose definition in %s does "
		      "not dominate it", opcode_table[insn->opcode].name,
		      show_pseudo(pseudo),
		      show_label(def->bb));
}

/* One operand of a live instruction: defined, and in its users list. */
static bool check_use(struct verifier *v, struct instruction *insn,
		      pseudo_t *slot)
{
	pseudo_t pseudo = *slot;

	if (!has_users(pseudo))
		return true;
	if ((pseudo->type == PSEUDO_REG || pseudo->type == PSEUDO_PHI) &&
	    !check_definition(v, insn, pseudo))
		return false;
	if (!register_users(v, insn->bb, pseudo))
		return false;
	if (ptr_map_get(&v->registered, slot) == -1)
		return broken(v, insn->bb, "a use of %s by '%s' is not in its "
			      "users list", show_pseudo(pseudo),
			      opcode_table[insn->opcode].name);
	return true;
}

static bool check_list_uses(struct verifier *v, struct instruction *insn,
			    struct pseudo_list *list)
{
	pseudo_t pseudo;

	FOR_EACH_PTR(list, pseudo) {
		if (!check_use(v, insn, THIS_ADDRESS(pseudo)))
			return false;
	} END_FOR_EACH_PTR(pseudo);
	return true;
}

static bool check_asm_uses(struct verifier *v, struct instruction *insn,
			   struct asm_constraint_list *list)
{
	struct asm_constraint *rule;

	FOR_EACH_PTR(list, rule) {
		if (!check_use(v, insn, &rule->pseudo))
			return false;
	} END_FOR_EACH_PTR(rule);
	return true;
}

/* The operands of @insn, as kill_instruction() knows them. */
static bool check_uses(struct verifier *v, struct instruction *insn)
{
	unsigned int flags = opcode_table[insn->opcode].flags;

	if (flags & (OPF_BINOP | OPF_COMPARE | OPF_TERNARY) ||
	    insn->opcode == OP_RANGE)
		return check_use(v, insn, &insn->src1) &&
		       check_use(v, insn, &insn->src2) &&
		       check_use(v, insn, &insn->src3);
	switch (insn->opcode) {
	case OP_STORE:
		return check_use(v, insn, &insn->target) &&
		       check_use(v, insn, &insn->src);
	case OP_PHI:
		return check_list_uses(v, insn, insn->phi_list);
	case OP_CALL:
		return check_use(v, insn, &insn->func) &&
		       check_list_uses(v, insn, insn->arguments);
	case OP_ASM:
		return check_asm_uses(v, insn, insn->asm_rules->inputs) &&
		       check_asm_uses(v, insn, insn->asm_rules->outputs);
	case OP_PHISOURCE:
		return check_use(v, insn, &insn->phi_src);
	case OP_RET: case OP_CBR: case OP_SWITCH: case OP_COMPUTEDGOTO:
	case OP_LOAD: case OP_SLICE: case OP_COPY:
		return check_use(v, insn, &insn->src);
	default:
		if (flags & (OPF_UNOP | OPF_CAST))
			return check_use(v, insn, &insn->src);
		return true;
	}
}

/*
 * Each source of a phi-node (VOID once its edge went) is a live phi
 * source.  Not that there is one per parent, nor that it is in a
 * parent: as in sparse, a phi-node that SSA found dead has none, a
 * switch with cases sharing a block gives it one per case, and a branch
 * threaded past the phi-node's block (simplify_flow()) leaves the
 * source it gave there.
 */
static bool check_phi(struct verifier *v, struct instruction *phi_node)
{
	pseudo_t phi;

	FOR_EACH_PTR(phi_node->phi_list, phi) {
		struct instruction *src = phi->def;

		if (phi == VOID_PSEUDO)
			continue;
		if (phi->type != PSEUDO_PHI || !src || !src->bb ||
		    src->opcode != OP_PHISOURCE)
			return broken(v, phi_node->bb,
				      "%s has the source %s, no live phisrc",
				      show_pseudo(phi_node->target),
				      show_pseudo(phi));
	} END_FOR_EACH_PTR(phi);
	return true;
}

static bool check_live_insns(struct verifier *v)
{
	struct basic_block *bb;
	struct instruction *insn;

	FOR_EACH_PTR(v->ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (!insn->bb)
				continue;
			if (insn->opcode == OP_PHI && !check_phi(v, insn))
				return false;
			if (!check_uses(v, insn))
				return false;
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	return true;
}

const char *verify_ir(struct entrypoint *ep)
{
	static char message[256];
	struct verifier v = { .ep = ep };
	bool ok;

	ok = check_blocks(&v);
	if (ok && (!ep->entry || !ep->entry->bb ||
		   ptr_map_get(&v.blocks, ep->entry->bb) == -1)) {
		snprintf(v.message, sizeof(v.message),
			 "the entry is in no block of the function");
		ok = false;
	}
	if (ok) {
		index_blocks(&v);
		ok = check_live_insns(&v);
	}
	ptr_map_free(&v.blocks);
	ptr_map_free(&v.places);
	ptr_map_free(&v.registered);
	ptr_map_free(&v.pseudos);
	free(v.enter);
	free(v.leave);
	if (ok)
		return NULL;
	memcpy(message, v.message, sizeof(message));
	return message;
}

int vrfy_flow(struct entrypoint *ep)
{
	const char *broken_invariant = verify_ir(ep);

	if (!broken_invariant)
		return 0;
	fflush(stdout);
	fprintf(stderr, "internal error: IR of '%s': %s\n",
		show_ident(ep->name->ident), broken_invariant);
	return 1;
}
