// SPDX-License-Identifier: MIT
/*
 * ssa.c — the passes run on a freshly linearized function: the control
 * flow cleaned up, local variables promoted from memory to SSA pseudos.
 *
 * Takes the struct entrypoint linearize.c built and rewrites it in place:
 * unreachable blocks go, a block that only jumps on is bypassed, a block
 * reached from one block only is merged into it, the blocks are put in
 * reverse postorder and dominators computed (Cooper, Harvey and Kennedy's
 * iteration), then each promotable local gets phi-nodes at the iterated
 * dominance frontier of its stores, its loads are replaced by the value
 * reaching them and its stores vanish.  Then simplify.c (-foptim) and
 * the shift count checks.  Touches bb->generation (the block's index, or
 * a walk's mark) and insn->priv (the variable of a new phi-node, the
 * place of other instructions) during a pass.  No walk recurses: a
 * function of 262144 blocks or 65536 locals takes a few seconds.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "linearize.h"

/* The blocks of a function in reverse postorder, and their dominators. */
struct cfg {
	struct basic_block **bbs;	/* reverse postorder, entry first */
	int *idom;			/* index of the immediate dominator */
	struct basic_block_list **frontier;	/* dominance frontiers */
	int nr;
};

static int bb_index(const struct basic_block *bb)
{
	return (int)bb->generation;
}

/* Whether @bb is one of the ordered blocks (a dead parent is not). */
static bool in_cfg(const struct cfg *cfg, const struct basic_block *bb)
{
	return bb->generation < (unsigned long)cfg->nr &&
	       cfg->bbs[bb->generation] == bb;
}

static struct instruction *terminator(struct basic_block *bb)
{
	return last_instruction(bb->insns);
}

/* ptr_list_size(list) == 1 without walking a list of 65536 parents. */
static bool has_one_entry(struct basic_block_list *list)
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

static void kill_bb(struct basic_block *bb)
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
static void kill_unreachable_bbs(struct entrypoint *ep)
{
	static unsigned long generation = 1UL << 39;
	unsigned long mark = ++generation, done = ++generation;
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
		retarget_branch(parent, bb, target);
	} END_FOR_EACH_PTR(parent);
	bb->parents = NULL;
	kill_bb(bb);
	return true;
}

/* A phi-node whose only parent merged into it: its one source's value. */
static void fold_single_phi(struct instruction *phi_node)
{
	pseudo_t phi, value = NULL;

	FOR_EACH_PTR(phi_node->phi_list, phi) {
		if (phi == VOID_PSEUDO || !phi->def)
			continue;
		value = phi->def->phi_src;
		kill_instruction(phi->def);
		break;
	} END_FOR_EACH_PTR(phi);
	replace_with_pseudo(phi_node, value ? value : VOID_PSEUDO);
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
		if (insn->opcode == OP_PHI) {
			fold_single_phi(insn);
			continue;
		}
		insn->bb = bb;
		add_ptr_list(&bb->insns, insn);
	} END_FOR_EACH_PTR(insn);
	child->insns = NULL;
	bb->children = child->children;
	FOR_EACH_PTR(child->children, grandchild) {
		replace_ptr_list_entry(&grandchild->parents, child, bb, -1);
	} END_FOR_EACH_PTR(grandchild);
	child->children = NULL;
	child->parents = NULL;
	pack_insns(bb);
	return true;
}

/* Bypass and merge blocks, the last first, until nothing changes. */
void simplify_cfg_early(struct entrypoint *ep)
{
	struct basic_block *bb;
	bool changed;

	do {
		changed = false;
		FOR_EACH_PTR_REVERSE(ep->bbs, bb) {
			if (bypass_empty_bb(ep, bb) || merge_child(ep, bb))
				changed = true;
		} END_FOR_EACH_PTR_REVERSE(bb);
		kill_unreachable_bbs(ep);
	} while (changed);
}

/* A cbr whose two arms go to one block is a br to it. */
static void single_target(struct basic_block *bb)
{
	struct instruction *br = terminator(bb);

	if (!br || br->opcode != OP_CBR || br->bb_true != br->bb_false)
		return;
	kill_use(&br->cond);
	br->opcode = OP_BR;
	br->bb_target = br->bb_true;
	/* the edge stays, once */
	delete_ptr_list_entry(&bb->children, br->bb_target, 1);
	if (!lookup_ptr_list_entry(bb->children, br->bb_target))
		add_ptr_list(&bb->children, br->bb_target);
}

/* Rule: T, only parent B ending in 'br T': T's code joins B. */
static bool merge_into_parent(struct entrypoint *ep, struct basic_block *bb)
{
	struct basic_block *parent;

	if (bb == ep->entry->bb || !has_one_entry(bb->parents))
		return false;
	parent = first_ptr_list(bb->parents);
	return parent != bb && merge_child(ep, parent);
}

/*
 * After the simplifications, as sparse packs the blocks: first to last,
 * an empty block is bypassed (a cbr left with one target becomes a br),
 * else a block with one parent ending in a br to it joins that parent.
 */
void simplify_cfg_late(struct entrypoint *ep)
{
	struct basic_block *bb, *parent;
	bool changed;

	do {
		changed = false;
		FOR_EACH_PTR(ep->bbs, bb) {
			struct basic_block_list *parents = bb->parents;

			if (bypass_empty_bb(ep, bb)) {
				FOR_EACH_PTR(parents, parent) {
					single_target(parent);
				} END_FOR_EACH_PTR(parent);
				changed = true;
			} else if (merge_into_parent(ep, bb)) {
				changed = true;
			}
		} END_FOR_EACH_PTR(bb);
		kill_unreachable_bbs(ep);
	} while (changed);
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

/* ep->bbs in reverse postorder (children walked last first); indexes. */
static void order_blocks(struct entrypoint *ep)
{
	struct basic_block_list *post = NULL, *rpo = NULL;
	struct basic_block *bb;
	int nr = 0;

	postorder_blocks(ep->entry->bb, &post, 1);
	FOR_EACH_PTR_REVERSE(post, bb) {
		add_ptr_list(&rpo, bb);
		bb->generation = nr++;
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

/* A block's index in the cfg, -1 for a dead parent. */
static int cfg_index(const struct basic_block *bb, const void *cfg)
{
	return in_cfg(cfg, bb) ? bb_index(bb) : -1;
}

static void build_frontiers(struct cfg *cfg)
{
	int i;

	for (i = 0; i < cfg->nr; i++) {
		struct basic_block *bb = cfg->bbs[i], *parent;

		if (!ptr_list_multiple(bb->parents))
			continue;
		FOR_EACH_PTR(bb->parents, parent) {
			int runner = bb_index(parent);

			if (!in_cfg(cfg, parent))
				continue;
			while (runner != cfg->idom[i]) {
				struct basic_block_list **df =
					&cfg->frontier[runner];

				/* bb's own runs add it last, if at all */
				if (last_ptr_list(*df) != bb)
					add_ptr_list(df, bb);
				runner = cfg->idom[runner];
			}
		} END_FOR_EACH_PTR(parent);
	}
}

static void build_cfg(struct entrypoint *ep, struct cfg *cfg)
{
	struct basic_block *bb;
	int i;

	cfg->nr = ptr_list_size(ep->bbs);
	cfg->bbs = xmalloc(cfg->nr * sizeof(*cfg->bbs));
	cfg->idom = xmalloc(cfg->nr * sizeof(*cfg->idom));
	cfg->frontier = xmalloc(cfg->nr * sizeof(*cfg->frontier));
	i = 0;
	FOR_EACH_PTR(ep->bbs, bb) {
		cfg->bbs[i] = bb;
		cfg->frontier[i++] = NULL;
	} END_FOR_EACH_PTR(bb);
	find_idoms(cfg->bbs, cfg->nr, cfg->idom, cfg_index, cfg);
	build_frontiers(cfg);
}

static void free_cfg(struct cfg *cfg)
{
	free(cfg->bbs);
	free(cfg->idom);
	free(cfg->frontier);
}

// Promotion of local variables

static bool is_scalar_member(struct symbol *member)
{
	struct symbol *type = unqualified_type(member);

	return type && type->type != SYM_STRUCT && type->type != SYM_UNION &&
	       type->type != SYM_ARRAY && type->type != SYM_FN;
}

/* A struct of one scalar member (a run of bit-fields counts as one). */
static bool is_promotable_struct(struct symbol *type)
{
	struct symbol *member;
	bool in_bitfields = false;
	int nr = 0;

	if (type->packed)
		return false;
	FOR_EACH_PTR(type->symbol_list, member) {
		bool is_bitfield = unqualified_type(member) &&
			unqualified_type(member)->type == SYM_BITFIELD;

		if (is_bitfield && in_bitfields)
			continue;
		in_bitfields = is_bitfield;
		if (!is_scalar_member(member) || nr++)
			return false;
	} END_FOR_EACH_PTR(member);
	return !in_bitfields || type->bit_size <= bits_in_long;
}

/* A union of scalar members all of its size. */
static bool is_promotable_union(struct symbol *type)
{
	struct symbol *member;

	FOR_EACH_PTR(type->symbol_list, member) {
		if (member->bit_size != type->bit_size ||
		    !is_scalar_member(member))
			return false;
	} END_FOR_EACH_PTR(member);
	return true;
}

static bool is_promotable_type(struct symbol *type)
{
	type = unqualified_type(type);
	if (!type)
		return false;
	switch (type->type) {
	case SYM_STRUCT:
		return is_promotable_struct(type);
	case SYM_UNION:
		return is_promotable_union(type);
	case SYM_ARRAY:
	case SYM_FN:
		return false;
	default:
		return true;
	}
}

/* A local of a promotable type whose every access is a whole one. */
static bool is_promotable(pseudo_t addr)
{
	struct symbol *sym = addr->sym;
	struct symbol *type = unqualified_type(sym);
	struct pseudo_user *user;
	unsigned long mods = sym->ctype.modifiers;

	examine_symbol_type(sym);
	if (sym->type != SYM_NODE || !is_promotable_type(type) ||
	    sym->bit_size <= 0)
		return false;
	if (mods & (MOD_STATIC | MOD_TOPLEVEL | MOD_EXTERN | MOD_VOLATILE |
		    MOD_ADDRESSABLE))
		return false;
	FOR_EACH_PTR(addr->users, user) {
		struct instruction *insn = user->insn;

		if (!insn->bb)
			continue;
		if (insn->opcode != OP_LOAD && insn->opcode != OP_STORE)
			return false;
		if (user->userp != &insn->mem_src || insn->offset ||
		    (long)insn->size != sym->bit_size)
			return false;
	} END_FOR_EACH_PTR(user);
	return true;
}

static bool has_phi_for(struct basic_block *bb, pseudo_t addr)
{
	struct instruction *insn;

	FOR_EACH_PTR(bb->insns, insn) {
		if (insn->opcode != OP_PHI)
			break;
		if (insn->bb && insn->priv == addr)
			return true;
	} END_FOR_EACH_PTR(insn);
	return false;
}

/* A phi-node for @addr's variable at the start of @bb. */
static void insert_phi(struct basic_block *bb, pseudo_t addr,
		       struct instruction_list **phis)
{
	struct symbol *sym = addr->sym;
	struct instruction *phi_node = __alloc_instruction(0), *insn;
	pseudo_t target = alloc_pseudo(phi_node);

	phi_node->opcode = OP_PHI;
	phi_node->size = sym->bit_size;
	phi_node->type = sym;
	phi_node->priv = addr;
	phi_node->bb = bb;
	target->ident = sym->ident;
	phi_node->target = target;
	FOR_EACH_PTR(bb->insns, insn) {
		if (insn->opcode == OP_PHI && insn->bb)
			continue;
		INSERT_CURRENT(phi_node, insn);
		break;
	} END_FOR_EACH_PTR(insn);
	add_ptr_list(phis, phi_node);
}

/* Phi-nodes at the iterated dominance frontier of the stores (a stack). */
static void place_phis(struct cfg *cfg, pseudo_t addr,
		       struct instruction_list **phis)
{
	struct basic_block_list *work = NULL;
	bool *seen = xmalloc(cfg->nr * sizeof(*seen) + 1);
	struct pseudo_user *user;
	struct basic_block *bb, *df;

	memset(seen, 0, cfg->nr * sizeof(*seen));
	FOR_EACH_PTR(addr->users, user) {
		struct instruction *insn = user->insn;

		if (insn->bb && insn->opcode == OP_STORE &&
		    in_cfg(cfg, insn->bb) && !seen[bb_index(insn->bb)]) {
			seen[bb_index(insn->bb)] = true;
			add_ptr_list(&work, insn->bb);
		}
	} END_FOR_EACH_PTR(user);
	while ((bb = delete_ptr_list_last(&work))) {
		FOR_EACH_PTR(cfg->frontier[bb_index(bb)], df) {
			if (has_phi_for(df, addr))
				continue;
			insert_phi(df, addr, phis);
			if (seen[bb_index(df)])
				continue;
			seen[bb_index(df)] = true;
			add_ptr_list(&work, df);
		} END_FOR_EACH_PTR(df);
	}
	free(seen);
}

static struct instruction *phi_of(struct basic_block *bb, pseudo_t addr)
{
	struct instruction *insn;

	FOR_EACH_PTR(bb->insns, insn) {
		if (insn->opcode != OP_PHI)
			break;
		if (insn->bb && insn->priv == addr)
			return insn;
	} END_FOR_EACH_PTR(insn);
	return NULL;
}

/* Loads of @addr read the value reaching them; stores set it. */
static pseudo_t rename_in_bb(struct basic_block *bb, pseudo_t addr,
			     pseudo_t value)
{
	struct instruction *insn;

	FOR_EACH_PTR(bb->insns, insn) {
		if (!insn->bb || insn->mem_src != addr)
			continue;
		if (insn->opcode == OP_LOAD) {
			replace_with_pseudo(insn, value);
		} else if (insn->opcode == OP_STORE) {
			value = insn->target;
			kill_instruction(insn);
		}
	} END_FOR_EACH_PTR(insn);
	return value;
}

/* An instruction's place in the function, numbered by number_insns(). */
static uintptr_t insn_place(struct instruction *insn)
{
	return (uintptr_t)insn->priv;
}

/*
 * Each instruction but the phi-nodes gets its place in insn->priv, so
 * that the accesses to a local sort in block order without a walk of
 * the block per local (65536 locals in one block).
 */
static void number_insns(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *insn;
	uintptr_t place = 0;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->opcode != OP_PHI)
				insn->priv = (void *)++place;
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
}

static void clear_insn_places(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *insn;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->opcode != OP_PHI)
				insn->priv = NULL;
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
}

static int compare_places(const void *a, const void *b)
{
	uintptr_t pa = insn_place(*(struct instruction *const *)a);
	uintptr_t pb = insn_place(*(struct instruction *const *)b);

	return pa < pb ? -1 : pa > pb;
}

/* The live loads and stores of @addr, in their order; *nr of them. */
static struct instruction **sorted_accesses(pseudo_t addr, int *nr)
{
	struct instruction **array, *insn;
	struct pseudo_user *user;
	int n = 0;

	array = xmalloc((ptr_list_size(addr->users) + 1) * sizeof(*array));
	FOR_EACH_PTR(addr->users, user) {
		insn = user->insn;
		if (insn->bb && insn->mem_src == addr)
			array[n++] = insn;
	} END_FOR_EACH_PTR(user);
	qsort(array, n, sizeof(*array), compare_places);
	*nr = n;
	return array;
}

/* The block of every access to @addr when it is one, and a store leads. */
static struct basic_block *single_block(pseudo_t addr)
{
	struct basic_block *bb = NULL;
	struct instruction *first = NULL;
	struct pseudo_user *user;

	FOR_EACH_PTR(addr->users, user) {
		struct instruction *insn = user->insn;

		if (!insn->bb)
			continue;
		if (bb && insn->bb != bb)
			return NULL;
		bb = insn->bb;
		if (insn->mem_src == addr &&
		    (!first || insn_place(insn) < insn_place(first)))
			first = insn;
	} END_FOR_EACH_PTR(user);
	if (first && first->opcode != OP_STORE)
		return NULL;
	return bb;
}

/*
 * A variable used in one block: loads read the last store before them,
 * and only the last store goes (sparse leaves the others to later).
 */
static void promote_local(pseudo_t addr)
{
	struct instruction **accesses, *last = NULL;
	pseudo_t value = NULL;
	int i, nr;

	accesses = sorted_accesses(addr, &nr);
	for (i = 0; i < nr; i++) {
		struct instruction *insn = accesses[i];

		if (insn->opcode == OP_LOAD) {
			replace_with_pseudo(insn, value);
		} else {
			value = insn->target;
			last = insn;
		}
	}
	if (last)
		kill_instruction(last);
	free(accesses);
}

static void promote_variable(struct cfg *cfg, pseudo_t addr,
			     struct instruction_list **phis)
{
	pseudo_t *out = xmalloc(cfg->nr * sizeof(*out));
	struct instruction_list *mine = NULL;
	struct instruction *phi_node;
	struct basic_block *local = single_block(addr);
	int i;

	if (local) {
		promote_local(addr);
		free(out);
		return;
	}
	place_phis(cfg, addr, &mine);
	/*
	 * Every access goes below: forget them at once, not one by one
	 * (kill_use() walks the list: a variable of 262144 accesses).
	 */
	free_ptr_list(&addr->users);
	for (i = 0; i < cfg->nr; i++) {
		struct basic_block *bb = cfg->bbs[i];
		struct instruction *phi = phi_of(bb, addr);
		pseudo_t value;

		if (phi)
			value = phi->target;
		else if (i == 0)
			value = undef_pseudo();
		else
			value = out[cfg->idom[i]];
		out[i] = rename_in_bb(bb, addr, value);
	}
	FOR_EACH_PTR(mine, phi_node) {
		struct basic_block *parent;

		FOR_EACH_PTR(phi_node->bb->parents, parent) {
			add_operand(phi_node, &phi_node->phi_list,
				    out[bb_index(parent)]);
		} END_FOR_EACH_PTR(parent);
	} END_FOR_EACH_PTR(phi_node);
	concat_ptr_list(mine, phis);
	free(out);
}

/* A phi source of @value for @phi_node, before @bb's terminator. */
static pseudo_t add_phisrc(struct basic_block *bb,
			   struct instruction *phi_node, pseudo_t value)
{
	struct instruction *insn = __alloc_instruction(0), *cur;
	struct instruction *last = terminator(bb);
	pseudo_t phi = alloc_phi_pseudo(insn);

	insn->opcode = OP_PHISOURCE;
	insn->size = phi_node->size;
	insn->type = phi_node->type;
	insn->bb = bb;
	insn->target = phi;
	phi->ident = phi_node->target->ident;
	use_pseudo(insn, value, &insn->phi_src);
	add_ptr_list(&insn->phi_users, phi_node);
	FOR_EACH_PTR(bb->insns, cur) {
		if (cur == last) {
			INSERT_CURRENT(insn, cur);
			break;
		}
	} END_FOR_EACH_PTR(cur);
	return phi;
}

static bool is_pending_phi(struct instruction *insn)
{
	return insn->bb && insn->opcode == OP_PHI && insn->priv;
}

/* A pending phi-node's priv once it is known live (else its variable). */
static char live_phi_mark;
#define LIVE_PHI ((void *)&live_phi_mark)

/*
 * A pending phi-node used by live code, and the pending ones it reads,
 * are live: with a stack, a chain of 262144 phi-nodes is no deeper.
 */
static void mark_live_phi(struct instruction *phi_node)
{
	struct instruction_list *todo = NULL;
	pseudo_t value;

	phi_node->priv = LIVE_PHI;
	add_ptr_list(&todo, phi_node);
	while ((phi_node = delete_ptr_list_last(&todo)) != NULL) {
		FOR_EACH_PTR(phi_node->phi_list, value) {
			struct instruction *def = value->def;

			if (value->type != PSEUDO_REG || !def ||
			    !is_pending_phi(def) || def->priv == LIVE_PHI)
				continue;
			def->priv = LIVE_PHI;
			add_ptr_list(&todo, def);
		} END_FOR_EACH_PTR(value);
	}
}

static void live_phis(struct instruction_list *phis)
{
	struct instruction *phi_node;
	struct pseudo_user *user;

	FOR_EACH_PTR(phis, phi_node) {
		if (phi_node->priv == LIVE_PHI)
			continue;
		FOR_EACH_PTR(phi_node->target->users, user) {
			if (user->insn->bb && !is_pending_phi(user->insn)) {
				mark_live_phi(phi_node);
				break;
			}
		} END_FOR_EACH_PTR(user);
	} END_FOR_EACH_PTR(phi_node);
}

/* A phi-node nothing reads keeps no sources (it dies later). */
static void drop_phi_values(struct instruction *phi_node)
{
	pseudo_t value;

	FOR_EACH_PTR(phi_node->phi_list, value) {
		kill_use(THIS_ADDRESS(value));
	} END_FOR_EACH_PTR(value);
	phi_node->phi_list = NULL;
}

/* Each new phi-node's values become phi sources in the parent blocks. */
static void add_phi_sources(struct cfg *cfg)
{
	int i;

	for (i = 0; i < cfg->nr; i++) {
		struct basic_block *bb = cfg->bbs[i];
		struct instruction *insn;

		FOR_EACH_PTR(bb->insns, insn) {
			struct basic_block *parent;
			pseudo_t value;
			bool live;

			if (insn->opcode != OP_PHI)
				break;
			if (!insn->bb || !insn->priv)
				continue;
			live = insn->priv == LIVE_PHI;
			insn->priv = NULL;
			if (!live) {
				drop_phi_values(insn);
				continue;
			}
			PREPARE_PTR_LIST(bb->parents, parent);
			FOR_EACH_PTR(insn->phi_list, value) {
				pseudo_t *entry = THIS_ADDRESS(value);

				kill_use(entry);
				use_pseudo(insn, add_phisrc(parent, insn,
							    value), entry);
				NEXT_PTR_LIST(parent);
			} END_FOR_EACH_PTR(value);
			FINISH_PTR_LIST(parent);
		} END_FOR_EACH_PTR(insn);
	}
}

static void ssa_convert(struct entrypoint *ep)
{
	struct instruction_list *phis = NULL;
	struct cfg cfg;
	pseudo_t addr;

	order_blocks(ep);
	build_cfg(ep, &cfg);
	number_insns(ep);
	FOR_EACH_PTR(ep->accesses, addr) {
		if (is_promotable(addr))
			promote_variable(&cfg, addr, &phis);
	} END_FOR_EACH_PTR(addr);
	clear_insn_places(ep);
	live_phis(phis);
	add_phi_sources(&cfg);
	free_cfg(&cfg);
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
	       insn->opcode != OP_SETFVAL;
}

static bool is_dead(struct instruction *insn)
{
	pseudo_t target = insn->target;
	struct pseudo_user *user;

	if (!insn->bb || has_side_effects(insn) || !target ||
	    target == VOID_PSEUDO)
		return false;
	FOR_EACH_PTR(target->users, user) {
		if (user->insn->bb && *user->userp == target)
			return false;
	} END_FOR_EACH_PTR(user);
	return true;
}

/* Rule: an instruction without side effects whose value is unused goes. */
void kill_dead_insns(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *insn;
	bool changed;

	do {
		changed = false;
		FOR_EACH_PTR(ep->bbs, bb) {
			FOR_EACH_PTR_REVERSE(bb->insns, insn) {
				if (is_dead(insn)) {
					kill_instruction(insn);
					changed = true;
				}
			} END_FOR_EACH_PTR_REVERSE(insn);
		} END_FOR_EACH_PTR(bb);
	} while (changed);
}

void pack_entry_insns(struct entrypoint *ep)
{
	struct basic_block *bb;

	FOR_EACH_PTR(ep->bbs, bb) {
		pack_insns(bb);
	} END_FOR_EACH_PTR(bb);
}

/* The count of a shift, when it is a constant: warn when out of range. */
static void check_shift_count(struct instruction *insn)
{
	long long count = insn->src2->value;
	long long low32 = count & 0xffffffffLL;

	if (count == low32 && low32 >= 0x80000000LL)
		count = low32 - 0x100000000LL;
	if (count < 0 && Wshift_count_negative) {
		warning(insn->pos, "shift count is negative (%lld)", count);
		return;
	}
	/* without -Wshift-count-negative, a negative count is too big */
	if ((unsigned long long)insn->src2->value >= insn->size &&
	    Wshift_count_overflow)
		warning(insn->pos, "shift too big (%llu) for type %s",
			(unsigned long long)insn->src2->value,
			show_typename(insn->type));
}

static void check_shifts(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *insn;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (!insn->bb || (insn->opcode != OP_SHL &&
			    insn->opcode != OP_LSR && insn->opcode != OP_ASR))
				continue;
			if (insn->src2->type == PSEUDO_VAL)
				check_shift_count(insn);
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
}

/* -fdump-ir=linearize,mem2reg,final: options.c's bits, in this order. */
#define DUMP_LINEARIZE	(1 << 0)
#define DUMP_MEM2REG	(1 << 1)
#define DUMP_FINAL	(1 << 2)

void optimize_entry(struct entrypoint *ep)
{
	if (fdump_ir & DUMP_LINEARIZE)
		show_entry(ep);
	kill_unreachable_bbs(ep);
	simplify_cfg_early(ep);
	if (fmem2reg)
		ssa_convert(ep);
	else
		order_blocks(ep);
	pack_entry_insns(ep);
	if (fdump_ir & DUMP_MEM2REG)
		show_entry(ep);
	if (!foptim) {
		check_shifts(ep);
		return;
	}
	simplify_entry(ep);
	/* as sparse: only the shifts still live once simplified */
	check_shifts(ep);
	if (fdump_ir & DUMP_FINAL)
		show_entry(ep);
}
