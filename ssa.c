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

/* The blocks of a function in reverse postorder, and their dominators. */
struct cfg {
	struct basic_block **bbs;	/* reverse postorder, entry first */
	int *idom;			/* index of the immediate dominator */
	struct basic_block_list **frontier;	/* dominance frontiers */
	int nr;
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
		bb->priv = (void *)(uintptr_t)i;
		cfg->bbs[i] = bb;
		cfg->frontier[i++] = NULL;
	} END_FOR_EACH_PTR(bb);
	find_idoms(cfg->bbs, cfg->nr, cfg->idom, cfg_index, cfg);
	build_frontiers(cfg);
}

static void free_cfg(struct cfg *cfg)
{
	int i;

	for (i = 0; i < cfg->nr; i++)
		cfg->bbs[i]->priv = NULL;
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
			add_pending_operand(phi_node, out[bb_index(parent)]);
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
	add_ptr_list_small(&insn->phi_users, phi_node);
	FOR_EACH_PTR_REVERSE(bb->insns, cur) {
		if (cur == last) {
			INSERT_CURRENT(insn, cur);
			break;
		}
	} END_FOR_EACH_PTR_REVERSE(cur);
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
	free_ptr_list(&phi_node->phi_list);
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

void ssa_convert(struct entrypoint *ep)
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
