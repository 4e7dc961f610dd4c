// SPDX-License-Identifier: MIT
/*
 * ssa.c — local variables promoted from memory to SSA pseudos (mem2reg).
 *
 * Takes a struct entrypoint whose CFG flow.c cleaned up and rewrites it
 * in place: the blocks are put in reverse postorder and dominators
 * computed (flow.c's find_idoms()), then each promotable local gets
 * phi-nodes at the iterated dominance frontier of its stores, its loads
 * are replaced by the value reaching them and its stores vanish.
 * Touches bb->priv (the block's index, NULL again after) and insn->priv
 * (the variable of a new phi-node, the place of other instructions)
 * while it runs.  No walk recurses: a function of 262144 blocks or
 * 65536 locals takes a few seconds.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "flow.h"

/*
 * A block of a dominance frontier, and where the walk of sparse's phi
 * placement meets it: the place in the dominator tree's preorder of the
 * edge's source, then the edge's rank among the source's children.
 */
struct frontier_entry {
	int index;
	uint64_t key;
};

struct frontier {
	struct frontier_entry *entries;	/* by key, once built */
	int nr, max;
};

/* The blocks of a function in reverse postorder, and their dominators. */
struct cfg {
	struct basic_block **bbs;	/* reverse postorder, entry first */
	int *idom;			/* index of the immediate dominator */
	int *level;			/* depth in the dominator tree */
	int *preorder;			/* place in its preorder walk */
	struct frontier *frontier;	/* dominance frontiers */
	int nr, levels;
	struct pseudo_list *operands;	/* values with a mark in priv */
};

/* A block's index in the cfg: bb->priv, while ssa_convert() runs. */
static int bb_index(const struct basic_block *bb)
{
	return (int)(uintptr_t)bb->priv;
}

/* Whether @bb is one of the ordered blocks (a dead parent is not). */
static bool in_cfg(const struct cfg *cfg, const struct basic_block *bb)
{
	uintptr_t index = (uintptr_t)bb->priv;

	return index < (uintptr_t)cfg->nr && cfg->bbs[index] == bb;
}

/* A block's index in the cfg, -1 for a dead parent. */
static int cfg_index(const struct basic_block *bb, const void *cfg)
{
	return in_cfg(cfg, bb) ? bb_index(bb) : -1;
}

/*
 * The depth of each block in the dominator tree, and its place in the
 * tree's preorder walk, the children of a block in reverse postorder.
 */
static void number_dominator_tree(struct cfg *cfg)
{
	int *first = xmalloc((cfg->nr + 1) * sizeof(*first));
	int *child = xmalloc(cfg->nr * sizeof(*child));
	int *stack = xmalloc(cfg->nr * sizeof(*stack));
	int i, depth = 0, place = 0;

	memset(first, 0, (cfg->nr + 1) * sizeof(*first));
	cfg->levels = 1;
	cfg->level[0] = 0;
	for (i = 1; i < cfg->nr; i++) {
		cfg->level[i] = cfg->level[cfg->idom[i]] + 1;
		if (cfg->level[i] >= cfg->levels)
			cfg->levels = cfg->level[i] + 1;
		first[cfg->idom[i] + 1]++;
	}
	for (i = 0; i < cfg->nr; i++)
		first[i + 1] += first[i];
	for (i = 1; i < cfg->nr; i++)
		child[first[cfg->idom[i]]++] = i;
	/* first[i] is now where the children of i + 1 start */
	stack[depth++] = 0;
	while (depth) {
		int node = stack[--depth], start = node ? first[node - 1] : 0;

		cfg->preorder[node] = place++;
		for (i = first[node] - 1; i >= start; i--)
			stack[depth++] = child[i];
	}
	free(first);
	free(child);
	free(stack);
}

/* Where the walk meets @bb as a child of @parent (see frontier_entry). */
static uint64_t edge_key(const struct cfg *cfg, struct basic_block *parent,
			 struct basic_block *bb)
{
	struct basic_block *child;
	uint32_t rank = 0;

	FOR_EACH_PTR(parent->children, child) {
		if (child == bb)
			break;
		rank++;
	} END_FOR_EACH_PTR(child);
	return (uint64_t)cfg->preorder[bb_index(parent)] << 32 | rank;
}

static void add_frontier(struct frontier *df, int index, uint64_t key)
{
	struct frontier_entry *last = df->nr ? &df->entries[df->nr - 1] : NULL;

	/* a block's own runs add it last, if at all */
	if (last && last->index == index) {
		if (key < last->key)
			last->key = key;
		return;
	}
	if (df->nr == df->max) {
		df->max = df->max * 2 + 4;
		df->entries = xrealloc(df->entries,
				       df->max * sizeof(*df->entries));
	}
	df->entries[df->nr].index = index;
	df->entries[df->nr++].key = key;
}

static int compare_frontier_entries(const void *a, const void *b)
{
	uint64_t ka = ((const struct frontier_entry *)a)->key;
	uint64_t kb = ((const struct frontier_entry *)b)->key;

	return ka < kb ? -1 : ka > kb;
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
			uint64_t key;

			if (!in_cfg(cfg, parent))
				continue;
			key = edge_key(cfg, parent, bb);
			while (runner != cfg->idom[i]) {
				add_frontier(&cfg->frontier[runner], i, key);
				runner = cfg->idom[runner];
			}
		} END_FOR_EACH_PTR(parent);
	}
	for (i = 0; i < cfg->nr; i++) {
		if (cfg->frontier[i].nr > 1)	/* none: entries may be NULL */
			qsort(cfg->frontier[i].entries, cfg->frontier[i].nr,
			      sizeof(struct frontier_entry),
			      compare_frontier_entries);
	}
}

static void build_cfg(struct entrypoint *ep, struct cfg *cfg)
{
	struct basic_block *bb;
	int i;

	cfg->nr = ptr_list_size(ep->bbs);
	cfg->bbs = xmalloc(cfg->nr * sizeof(*cfg->bbs));
	cfg->idom = xmalloc(cfg->nr * sizeof(*cfg->idom));
	cfg->level = xmalloc(cfg->nr * sizeof(*cfg->level));
	cfg->preorder = xmalloc(cfg->nr * sizeof(*cfg->preorder));
	cfg->frontier = xmalloc(cfg->nr * sizeof(*cfg->frontier));
	memset(cfg->frontier, 0, cfg->nr * sizeof(*cfg->frontier));
	i = 0;
	FOR_EACH_PTR(ep->bbs, bb) {
		bb->priv = (void *)(uintptr_t)i;
		cfg->bbs[i++] = bb;
	} END_FOR_EACH_PTR(bb);
	find_idoms(cfg->bbs, cfg->nr, cfg->idom, cfg_index, cfg);
	number_dominator_tree(cfg);
	build_frontiers(cfg);
	cfg->operands = NULL;
}

static void free_cfg(struct cfg *cfg)
{
	int i;

	for (i = 0; i < cfg->nr; i++) {
		cfg->bbs[i]->priv = NULL;
		free(cfg->frontier[i].entries);
	}
	free(cfg->bbs);
	free(cfg->idom);
	free(cfg->level);
	free(cfg->preorder);
	free(cfg->frontier);
}

/*
 * A value's priv while ssa_convert() runs: whether a phi-node that was
 * in use takes it (as sparse, such an operand stays a use), and whether
 * it is the result of such a phi-node.
 */
enum {
	LIVE_OPERAND = 1,
	LIVE_PHI = 2,
	READ_PHI = 4,		/* a load something used read it */
};

static bool has_mark(pseudo_t value, uintptr_t flag)
{
	return (uintptr_t)value->priv & flag;
}

static void set_mark(struct cfg *cfg, pseudo_t value, uintptr_t flag)
{
	if (value->type != PSEUDO_REG || has_mark(value, flag))
		return;
	if (!value->priv)
		add_ptr_list(&cfg->operands, value);
	value->priv = (void *)((uintptr_t)value->priv | flag);
}

/* Whether a live instruction uses @value, or a new phi-node takes it. */
static bool is_used(pseudo_t value)
{
	struct pseudo_user *user;

	if (has_mark(value, LIVE_OPERAND))
		return true;
	FOR_EACH_PTR(value->users, user) {
		if (user->insn->bb && *user->userp == value)
			return true;
	} END_FOR_EACH_PTR(user);
	return false;
}

static void clear_marks(struct cfg *cfg)
{
	pseudo_t value;

	FOR_EACH_PTR(cfg->operands, value) {
		value->priv = NULL;
	} END_FOR_EACH_PTR(value);
	free_ptr_list(&cfg->operands);
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

/* A union of scalar members all of its size, none a float (as sparse). */
static bool is_promotable_union(struct symbol *type)
{
	struct symbol *member;

	FOR_EACH_PTR(type->symbol_list, member) {
		if (member->bit_size != type->bit_size ||
		    !is_scalar_member(member) || is_float_type(member))
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

/*
 * A local of a promotable type whose every access is a whole one; with
 * @void_stores, a store of no value (VOID, of no size: an expression
 * in error) passes too.
 */
static bool is_promotable(pseudo_t addr, bool void_stores)
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
		if (user->userp != &insn->mem_src || insn->offset)
			return false;
		if ((long)insn->size != sym->bit_size &&
		    !(void_stores && insn->opcode == OP_STORE &&
		      insn->target == VOID_PSEUDO))
			return false;
	} END_FOR_EACH_PTR(user);
	return true;
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

/* What place_phis() knows of a block, for one variable. */
enum {
	PLACE_STORED = 1,	/* a store, or a phi-node, sets it there */
	PLACE_PHI = 2,		/* a phi-node of it is there */
};

/* Blocks by their level in the dominator tree, deepest out first. */
struct phi_bank {
	struct basic_block_list **by_level;
	int top;
};

static void bank_put(struct cfg *cfg, struct phi_bank *bank, int index)
{
	int level = cfg->level[index];

	add_ptr_list(&bank->by_level[level], cfg->bbs[index]);
	if (level > bank->top)
		bank->top = level;
}

static struct basic_block *bank_get(struct phi_bank *bank)
{
	for (; bank->top >= 0; bank->top--) {
		struct basic_block_list **list = &bank->by_level[bank->top];

		if (*list)
			return delete_ptr_list_last(list);
	}
	return NULL;
}

/*
 * Phi-nodes at the iterated dominance frontier of the stores, in the
 * order sparse makes them (its numbers show it), the order of Sreedhar
 * and Gao's walk: from the deepest block in the dominator tree that
 * sets the variable (the last one found of a level first), the blocks
 * of its frontier in the order of its subtree's edges.
 */
static void place_phis(struct cfg *cfg, pseudo_t addr,
		       struct instruction_list **phis)
{
	unsigned char *state = xmalloc(cfg->nr + 1);
	struct phi_bank bank = { NULL, -1 };
	struct pseudo_user *user;
	struct basic_block *bb;

	memset(state, 0, cfg->nr);
	bank.by_level = xmalloc(cfg->levels * sizeof(*bank.by_level));
	memset(bank.by_level, 0, cfg->levels * sizeof(*bank.by_level));
	FOR_EACH_PTR(addr->users, user) {
		struct instruction *insn = user->insn;
		int index;

		if (!insn->bb || insn->opcode != OP_STORE ||
		    !in_cfg(cfg, insn->bb))
			continue;
		index = bb_index(insn->bb);
		if (state[index] & PLACE_STORED)
			continue;
		state[index] |= PLACE_STORED;
		bank_put(cfg, &bank, index);
	} END_FOR_EACH_PTR(user);
	while ((bb = bank_get(&bank))) {
		struct frontier *df = &cfg->frontier[bb_index(bb)];
		int i;

		for (i = 0; i < df->nr; i++) {
			int index = df->entries[i].index;

			if (state[index] & PLACE_PHI)
				continue;
			state[index] |= PLACE_PHI;
			insert_phi(cfg->bbs[index], addr, phis);
			if (state[index] & PLACE_STORED)
				continue;
			state[index] |= PLACE_STORED;
			bank_put(cfg, &bank, index);
		}
	}
	free(bank.by_level);
	free(state);
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

/*
 * Loads of @addr read the value reaching them; stores set it.  @unset:
 * the value of the variable where nothing set it.
 */
static pseudo_t rename_in_bb(struct cfg *cfg, struct basic_block *bb,
			     pseudo_t addr, pseudo_t value, pseudo_t unset)
{
	struct instruction *insn;

	FOR_EACH_PTR(bb->insns, insn) {
		if (!insn->bb || insn->mem_src != addr)
			continue;
		if (insn->opcode == OP_LOAD) {
			if (value->type == PSEUDO_REG && value->def &&
			    value->def->opcode == OP_PHI &&
			    value->def->priv == addr && is_used(insn->target))
				set_mark(cfg, value, READ_PHI);
			/* as sparse: each read of a variable nothing set
			 * is an UNDEF of its own (no CSE, no memop matches
			 * two); what a store left, even an UNDEF, is one */
			replace_with_pseudo(insn, value == unset ?
					    undef_pseudo() : value);
		} else if (insn->opcode == OP_STORE) {
			value = insn->target;
			kill_instruction(insn);	/* what it stored stays */
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
	struct pseudo_user *user;
	pseudo_t value = NULL;
	int i, nr;

	accesses = sorted_accesses(addr, &nr);
	/*
	 * The loads' uses of @addr go in one sweep: the stores stay, and a
	 * search per load went past all those before it (32,768 of `s +=
	 * **p++;` took 5 s).
	 */
	FOR_EACH_PTR(addr->users, user) {
		struct instruction *insn = user->insn;

		if (insn->bb && insn->opcode == OP_LOAD &&
		    user->userp == &insn->mem_src) {
			insn->mem_src = VOID_PSEUDO;
			DELETE_CURRENT_PTR(user);
		}
	} END_FOR_EACH_PTR(user);
	pack_ptr_list(&addr->users);
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

/*
 * Whether a pending phi-node's operand may still change: a load's value,
 * which the promotion of its variable replaces through its users.
 */
static bool may_be_replaced(pseudo_t value)
{
	return value->type == PSEUDO_REG && value->def &&
	       value->def->opcode == OP_LOAD;
}

/*
 * An operand of a new phi-node.  Most die with their phi-node (Lua's
 * interpreter: 1.4 million operands, six in seven dead), so only those
 * a load's replacement must reach are users of their value until
 * add_phi_sources() or drop_phi_values().  Those kill the use of every
 * operand (a replaced one holds its new value): for the others,
 * kill_use() finds nothing to drop.
 */
static void add_pending_operand(struct instruction *phi_node, pseudo_t value)
{
	if (may_be_replaced(value))
		add_operand(phi_node, &phi_node->phi_list, value);
	else
		add_ptr_list(&phi_node->phi_list, value);
}

/* What a block holds of one variable: see mark_blocks(). */
enum {
	HAS_ACCESS = 1,		/* a load or store of it */
	HAS_PHI = 2,		/* a phi-node for it, placed by place_phis() */
};

/*
 * Mark the blocks holding an access of @addr or one of its new phi-nodes
 * @mine: only those need a walk of their instructions, the others pass
 * on the value reaching them (a walk of every block per variable took a
 * third of the time on lib/maple_tree.c).
 */
static void mark_blocks(const struct cfg *cfg, pseudo_t addr,
			struct instruction_list *mine, unsigned char *mark)
{
	struct pseudo_user *user;
	struct instruction *phi_node;

	FOR_EACH_PTR(addr->users, user) {
		struct basic_block *bb = user->insn->bb;

		if (bb && in_cfg(cfg, bb))
			mark[bb_index(bb)] |= HAS_ACCESS;
	} END_FOR_EACH_PTR(user);
	FOR_EACH_PTR(mine, phi_node) {
		if (phi_node->bb && in_cfg(cfg, phi_node->bb))
			mark[bb_index(phi_node->bb)] |= HAS_PHI;
	} END_FOR_EACH_PTR(phi_node);
}

static bool is_pending_phi(struct instruction *insn)
{
	return insn->bb && insn->opcode == OP_PHI && insn->priv;
}

/*
 * Whether a live instruction other than a new phi-node uses @value; with
 * @live, a new phi-node that was in use counts.
 */
static bool has_real_user(pseudo_t value, bool live)
{
	struct pseudo_user *user;

	FOR_EACH_PTR(value->users, user) {
		struct instruction *insn = user->insn;

		if (!insn->bb || *user->userp != value)
			continue;
		if (!is_pending_phi(insn) ||
		    (live && has_mark(insn->target, LIVE_PHI)))
			return true;
	} END_FOR_EACH_PTR(user);
	return false;
}

/* @phi_node in use: its operands are uses, and the phi-nodes among them. */
static void mark_live_phi(struct cfg *cfg, struct instruction *phi_node)
{
	pseudo_t value;

	if (has_mark(phi_node->target, LIVE_PHI))
		return;
	set_mark(cfg, phi_node->target, LIVE_PHI);
	FOR_EACH_PTR(phi_node->phi_list, value) {
		set_mark(cfg, value, LIVE_OPERAND);
		if (value->type == PSEUDO_REG && value->def &&
		    is_pending_phi(value->def))
			mark_live_phi(cfg, value->def);
	} END_FOR_EACH_PTR(value);
}

/*
 * The new phi-nodes of a variable something uses (once its loads read
 * them) hold their operands: those stay uses till the end (sparse's
 * rule, seen in which values die later).
 */
static void mark_live_phis(struct cfg *cfg, struct instruction_list *mine)
{
	struct instruction *phi_node;

	FOR_EACH_PTR(mine, phi_node) {
		if (phi_node->bb && has_real_user(phi_node->target, true))
			mark_live_phi(cfg, phi_node);
	} END_FOR_EACH_PTR(phi_node);
}

/* What goes with its last use: no effect besides its value (a phi-node
 * stays, as sparse's, new or not). */
static bool is_killable(struct instruction *insn)
{
	if (insn->opcode == OP_CALL)
		return insn->func->type == PSEUDO_SYM &&
		       (insn->func->sym->ctype.modifiers &
			(MOD_PURE | MOD_PURE_CONST));
	return !has_side_effects(insn) && insn->opcode != OP_PHI &&
	       insn->opcode != OP_PHISOURCE;
}

/* @value's definition, if nothing uses it, is killed, and so on up. */
static void kill_unused_value(pseudo_t value)
{
	struct pseudo_list *operands = NULL;
	struct instruction *def;
	pseudo_t operand;

	if (value->type != PSEUDO_REG && value->type != PSEUDO_PHI)
		return;
	def = value->def;
	if (!def || !def->bb || !is_killable(def) || is_used(value))
		return;
	insn_operands(def, &operands);
	kill_instruction(def);
	FOR_EACH_PTR(operands, operand) {
		kill_unused_value(operand);
	} END_FOR_EACH_PTR(operand);
	free_ptr_list(&operands);
}

/* Whether a load of @addr is in @bb. */
static bool loaded_in(struct basic_block *bb, pseudo_t addr)
{
	struct instruction *insn;

	FOR_EACH_PTR(bb->insns, insn) {
		if (insn->bb && insn->opcode == OP_LOAD && insn->mem_src == addr)
			return true;
	} END_FOR_EACH_PTR(insn);
	return false;
}

/*
 * Whether the function ends after @bb, down blocks of one child each,
 * with no load of @addr (memops.c's is_dead_local_store() walk).
 */
static bool unread_after(struct basic_block *bb, pseudo_t addr)
{
	unsigned long mark = ++bb_generation;

	while (ptr_list_size(bb->children) == 1) {
		bb->generation = mark;
		bb = first_ptr_list(bb->children);
		if (bb->generation == mark || loaded_in(bb, addr))
			return false;
	}
	return !bb->children;
}

/*
 * The stores of @addr in @bb that no load follows, if unread_after(),
 * killed from the last one up, with what they stored if nothing else
 * uses it: a load that goes so is passed over (as sparse).  Another
 * variable's phi-node that took the place of a load stays.
 */
static void kill_dead_stores_in(struct basic_block *bb, pseudo_t addr)
{
	struct instruction *insn;

	if (!unread_after(bb, addr))
		return;
	FOR_EACH_PTR_REVERSE(bb->insns, insn) {
		if (!insn->bb || insn->mem_src != addr)
			continue;
		if (insn->opcode == OP_LOAD)
			break;
		if (insn->opcode == OP_STORE) {
			pseudo_t value = insn->target;

			kill_instruction(insn);
			kill_unused_value(value);	/* a phi-node stays */
		}
	} END_FOR_EACH_PTR_REVERSE(insn);
}

/*
 * Rule (as sparse): once its phi-nodes are placed (the dead stores count
 * there), a variable used in more than one block loses the stores that
 * nothing reads before the function ends down blocks of one child (see
 * unread_after()), and what they stored if nothing else uses it: a load
 * of a later variable may go, and that variable need no phi-node.
 */
static void kill_dead_stores(struct cfg *cfg, pseudo_t addr)
{
	unsigned char *seen = xmalloc(cfg->nr);
	struct basic_block_list *blocks = NULL;
	struct pseudo_user *user;
	struct basic_block *bb;

	memset(seen, 0, cfg->nr);
	FOR_EACH_PTR(addr->users, user) {
		bb = user->insn->bb;
		if (!bb || user->insn->opcode != OP_STORE ||
		    !in_cfg(cfg, bb) || seen[bb_index(bb)])
			continue;
		seen[bb_index(bb)] = 1;
		add_ptr_list(&blocks, bb);
	} END_FOR_EACH_PTR(user);
	FOR_EACH_PTR(blocks, bb) {
		kill_dead_stores_in(bb, addr);
	} END_FOR_EACH_PTR(bb);
	free_ptr_list(&blocks);
	free(seen);
}

/* A variable of more than one block: its new phi-nodes, then renamed. */
struct variable {
	pseudo_t addr;
	struct instruction_list *phis;
};

/* Loads of @var read the value reaching them, its stores go. */
static void rename_variable(struct cfg *cfg, struct variable *var)
{
	pseudo_t *out = xmalloc(cfg->nr * sizeof(*out));
	pseudo_t addr = var->addr, unset = undef_pseudo();
	unsigned char *mark;
	struct instruction_list *mine = var->phis;
	struct instruction *phi_node;
	int i;

	mark = xmalloc(cfg->nr);
	memset(mark, 0, cfg->nr);
	mark_blocks(cfg, addr, mine, mark);
	/*
	 * Every access goes below: forget them at once, not one by one
	 * (kill_use() walks the list: a variable of 262144 accesses).
	 */
	free_ptr_list(&addr->users);
	for (i = 0; i < cfg->nr; i++) {
		struct basic_block *bb = cfg->bbs[i];
		struct instruction *phi = NULL;
		pseudo_t value;

		if (mark[i] & HAS_PHI)
			phi = phi_of(bb, addr);
		if (phi)
			value = phi->target;
		else if (i == 0)
			value = unset;
		else
			value = out[cfg->idom[i]];
		if (mark[i] & HAS_ACCESS)
			value = rename_in_bb(cfg, bb, addr, value, unset);
		out[i] = value;
	}
	free(mark);
	FOR_EACH_PTR(mine, phi_node) {
		struct basic_block *parent;

		FOR_EACH_PTR(phi_node->bb->parents, parent) {
			add_pending_operand(phi_node, out[bb_index(parent)]);
		} END_FOR_EACH_PTR(parent);
	} END_FOR_EACH_PTR(phi_node);
	mark_live_phis(cfg, mine);
	free_ptr_list(&mine);
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
	add_ptr_list_small(&insn->phi_users, phi_node);
	FOR_EACH_PTR_REVERSE(bb->insns, cur) {
		if (cur == last) {
			INSERT_CURRENT(insn, cur);
			break;
		}
	} END_FOR_EACH_PTR_REVERSE(cur);
	return phi;
}

/* A phi-node nothing reads keeps no sources (it dies later). */
static void drop_phi_values(struct instruction *phi_node)
{
	pseudo_t value;

	FOR_EACH_PTR(phi_node->phi_list, value) {
		kill_use(THIS_ADDRESS(value));
	} END_FOR_EACH_PTR(value);
	free_ptr_list(&phi_node->phi_list);
}

/* @phi_node's values become phi sources in its parent blocks. */
static void add_sources_of(struct instruction *phi_node)
{
	struct basic_block *parent;
	pseudo_t value;

	PREPARE_PTR_LIST(phi_node->bb->parents, parent);
	FOR_EACH_PTR(phi_node->phi_list, value) {
		pseudo_t *entry = THIS_ADDRESS(value);

		kill_use(entry);
		use_pseudo(phi_node, add_phisrc(parent, phi_node, value), entry);
		NEXT_PTR_LIST(parent);
	} END_FOR_EACH_PTR(value);
	FINISH_PTR_LIST(parent);
}

/* Queue the pending phi-node behind @value, if not done yet. */
static void queue_phi_of(pseudo_t value, struct instruction_list **queue)
{
	struct instruction *def = value->def;

	if (value->type != PSEUDO_REG || !def || !is_pending_phi(def))
		return;
	def->priv = NULL;
	add_ptr_list(queue, def);
}

static bool is_read_phi(struct instruction *phi_node)
{
	pseudo_t target = phi_node->target;

	return has_mark(target, READ_PHI);
}

static bool is_kept_operand(struct instruction *phi_node)
{
	return has_mark(phi_node->target, LIVE_OPERAND);
}

/* The pending phi-nodes @is_root picks, in block order, and those whose
 * values they take, in the order found, get phi sources. */
static void add_sources_from(struct cfg *cfg,
			     bool (*is_root)(struct instruction *phi_node))
{
	struct instruction_list *queue = NULL, *roots = NULL;
	struct instruction *insn;
	int i;

	for (i = 0; i < cfg->nr; i++) {
		FOR_EACH_PTR(cfg->bbs[i]->insns, insn) {
			if (insn->opcode != OP_PHI)
				break;
			if (is_pending_phi(insn) && is_root(insn))
				add_ptr_list(&roots, insn);
		} END_FOR_EACH_PTR(insn);
	}
	FOR_EACH_PTR(roots, insn) {
		queue_phi_of(insn->target, &queue);
	} END_FOR_EACH_PTR(insn);
	free_ptr_list(&roots);
	FOR_EACH_PTR(queue, insn) {
		pseudo_t value;

		FOR_EACH_PTR(insn->phi_list, value) {
			queue_phi_of(value, &queue);
		} END_FOR_EACH_PTR(value);
		add_sources_of(insn);
	} END_FOR_EACH_PTR(insn);
	free_ptr_list(&queue);
}

/*
 * The phi-nodes something else uses, and those whose values they take,
 * get phi sources in their parent blocks, in sparse's order (its numbers
 * show it): first those used, in block order, then the others in the
 * order found; last, those a phi-node in use took, and what they take.
 * A phi-node only other new phi-nodes use, or none (the load that read
 * it was dead, or its one use went with a killed store), keeps no
 * sources: it dies later.
 */
static void add_phi_sources(struct cfg *cfg)
{
	struct instruction *insn;
	int i;

	add_sources_from(cfg, is_read_phi);
	add_sources_from(cfg, is_kept_operand);
	for (i = 0; i < cfg->nr; i++) {
		FOR_EACH_PTR(cfg->bbs[i]->insns, insn) {
			if (insn->opcode != OP_PHI)
				break;
			if (!is_pending_phi(insn))
				continue;
			insn->priv = NULL;
			drop_phi_values(insn);
		} END_FOR_EACH_PTR(insn);
	}
}

void ssa_convert(struct entrypoint *ep)
{
	struct variable *vars;
	struct cfg cfg;
	pseudo_t addr;
	int i, nr = 0;

	order_blocks(ep);
	build_cfg(ep, &cfg);
	number_insns(ep);
	/*
	 * The variables of one block first: their killed stores decide
	 * which phi-nodes of the others are in use (sparse's numbers).
	 */
	FOR_EACH_PTR(ep->accesses, addr) {
		if (is_promotable(addr, false) && single_block(addr)) {
			promote_local(addr);
			addr->priv = addr;	/* done */
		}
	} END_FOR_EACH_PTR(addr);
	/*
	 * Then, in their order, the others get their phi-nodes and lose
	 * their dead stores; all are renamed after (as sparse: a dead
	 * store of one may take the loads that would need another's
	 * phi-nodes, and the loads that read a phi-node are those left).
	 */
	vars = xmalloc((ptr_list_size(ep->accesses) + 1) * sizeof(*vars));
	FOR_EACH_PTR(ep->accesses, addr) {
		if (addr->priv) {
			addr->priv = NULL;
		} else if (!is_promotable(addr, true)) {
			continue;
		} else if (single_block(addr)) {  /* since another's kills */
			if (is_promotable(addr, false))
				promote_local(addr);
		} else {
			vars[nr].addr = addr;
			vars[nr].phis = NULL;
			place_phis(&cfg, addr, &vars[nr].phis);
			kill_dead_stores(&cfg, addr);
			nr++;
		}
	} END_FOR_EACH_PTR(addr);
	for (i = 0; i < nr; i++) {
		/*
		 * As sparse: a store of no value left (an expression in
		 * error) keeps the variable in memory, its phi-nodes
		 * placed, without sources.
		 */
		if (is_promotable(vars[i].addr, false))
			rename_variable(&cfg, &vars[i]);
		else
			free_ptr_list(&vars[i].phis);
	}
	free(vars);
	clear_insn_places(ep);
	add_phi_sources(&cfg);
	clear_marks(&cfg);
	free_cfg(&cfg);
}
