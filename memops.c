// SPDX-License-Identifier: MIT
/*
 * memops.c — loads and stores rewritten as sparse's memory pass does:
 * a load of what was stored or loaded before it becomes that value (a
 * phi-node of the values every path into its block leaves), a store
 * overwritten before anything reads it goes, and so do stores to a
 * local nothing reads any more.
 *
 * Takes an entrypoint in SSA form and rewrites it in place; loads and
 * stores of locals ssa.c could not promote (their address was taken,
 * often by a function since inlined) are the ones it is for.  One call
 * is one round; optimize.c repeats it with simplify.c's.  Touches only
 * the entrypoint (and bb->priv of its blocks while it runs).
 */
#include <stdint.h>
#include <stdlib.h>

#include "flow.h"
#include "simplify-internal.h"

static bool is_memop(struct instruction *insn)
{
	return insn->opcode == OP_LOAD || insn->opcode == OP_STORE;
}

// What an instruction met going back tells of a memory access

/* An asm that may write memory: a "memory" clobber or a memory output. */
static bool asm_writes_memory(struct instruction *insn)
{
	struct asm_constraint *rule;

	if (insn->asm_rules->clobbers_memory)
		return true;
	FOR_EACH_PTR(insn->asm_rules->outputs, rule) {
		if (rule->is_memory)
			return true;
	} END_FOR_EACH_PTR(rule);
	return false;
}

/*
 * A local (not static, not extern) only ever accessed through its
 * symbol, by loads and stores: nothing else can reach it, not even a
 * call.
 */
static bool is_private_local(pseudo_t addr)
{
	struct pseudo_user *user;

	if (addr->type != PSEUDO_SYM ||
	    (addr->sym->ctype.modifiers & (MOD_STATIC | MOD_TOPLEVEL |
					   MOD_EXTERN)))
		return false;
	FOR_EACH_PTR(addr->users, user) {
		struct instruction *insn = user->insn;

		if (insn->bb && (!is_memop(insn) ||
				 user->userp != &insn->mem_src))
			return false;
	} END_FOR_EACH_PTR(user);
	return true;
}

static bool overlap(struct instruction *a, struct instruction *b)
{
	return a->offset < b->offset + b->size / 8 &&
	       b->offset < a->offset + a->size / 8;
}

/*
 * What @dom, met going back from the access @insn, says of the bytes
 * @insn touches (sparse's dominates()): 1 it is the same access, 0
 * nothing, -1 it may touch them.  @private: is_private_local() holds
 * for @insn's address.  Two symbols never alias; a pointer may point
 * anywhere but into a private local.
 */
static int dominance(struct instruction *insn, struct instruction *dom,
		     bool private)
{
	switch (dom->opcode) {
	case OP_CALL:
	case OP_ENTRY:
		return private ? 0 : -1;
	case OP_ASM:
		return asm_writes_memory(dom) ? -1 : 0;
	case OP_LOAD:
	case OP_STORE:
		break;
	default:
		return 0;
	}
	if (dom->mem_src != insn->mem_src) {
		if (private || (dom->mem_src->type == PSEUDO_SYM &&
				insn->mem_src->type == PSEUDO_SYM))
			return 0;
		return -1;
	}
	if (dom->offset != insn->offset || dom->size != insn->size)
		return overlap(dom, insn) ? -1 : 0;
	return 1;
}

/* An integer is not forwarded as a float, nor a float as an integer. */
static bool compatible_access(struct instruction *a, struct instruction *b)
{
	if (!a->type || !b->type)
		return true;
	return is_float_type(a->type) == is_float_type(b->type);
}

// The memory events of each block, while simplify_loads() runs

/*
 * Only loads, stores, calls, asms and the entry matter to dominance():
 * while simplify_loads() runs, bb->priv lists a block's ones, so that
 * a scan skips the rest (the phi sources of a computed goto's block,
 * thousands in Lua's interpreter, scanned once per load).  The pass
 * kills instructions and makes loads phi-nodes: insn->bb and the
 * opcode say which are still events.
 *
 * The scan back from a load in its own block stops at the first event
 * that is the same access (dominance() 1: a load or store of the same
 * address, offset and size) or that may write there (dominance() -1,
 * not a load).  When its block's turn comes, each event gets a link to
 * the one before it with the same access and to the one before it that
 * is not a load, and the scan goes down those two chains, not over
 * every load between: 20,000 loads through 20,000 pointers in one block
 * were 200 million steps.  The links stay right while the block's loads
 * are done, last first: a load's value replaced changes the address of
 * loads after it only.
 */
struct block_events {
	int count;
	struct instruction **insns;
	int *prev_same;		/* the same access before it, or -1 */
	int *prev_other;	/* the event before it not a load, or -1 */
};

static bool is_memory_event(struct instruction *insn)
{
	return is_memop(insn) || insn->opcode == OP_CALL ||
	       insn->opcode == OP_ENTRY || insn->opcode == OP_ASM;
}

static void index_memory_events(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *insn;

	FOR_EACH_PTR(ep->bbs, bb) {
		struct block_events *events = xmalloc(sizeof(*events));
		int n = 0;

		*events = (struct block_events){ 0 };
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->bb && is_memory_event(insn))
				n++;
		} END_FOR_EACH_PTR(insn);
		if (n)
			events->insns = xmalloc(n * sizeof(insn));
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->bb && is_memory_event(insn))
				events->insns[events->count++] = insn;
		} END_FOR_EACH_PTR(insn);
		bb->priv = events;
	} END_FOR_EACH_PTR(bb);
}

/* An event's access, hashed: its address, offset and size. */
static unsigned long hash_access(struct instruction *insn)
{
	unsigned long h = (unsigned long)(uintptr_t)insn->mem_src;

	h = (h ^ (h >> 4)) * 0x9e3779b97f4a7c15ul;
	h ^= (unsigned long)insn->offset * 0x85ebca6bul + insn->size;
	return h ^ (h >> 29);
}

static bool same_access(struct instruction *a, struct instruction *b)
{
	return a->mem_src == b->mem_src && a->offset == b->offset &&
	       a->size == b->size;
}

/* The two links of each event of @bb, made when its loads' turn comes. */
static void link_memory_events(struct basic_block *bb)
{
	struct block_events *events = bb->priv;
	unsigned long size = 16, mask;
	int *last, i, other = -1;

	if (!events->count)
		return;
	while (size < 2ul * events->count)
		size *= 2;
	mask = size - 1;
	last = xmalloc(size * sizeof(int));
	for (i = 0; i < (int)size; i++)
		last[i] = -1;
	events->prev_same = xmalloc(events->count * sizeof(int));
	events->prev_other = xmalloc(events->count * sizeof(int));
	for (i = 0; i < events->count; i++) {
		struct instruction *insn = events->insns[i];

		events->prev_same[i] = -1;
		events->prev_other[i] = other;
		if (!insn->bb)
			continue;
		if (is_memop(insn)) {
			unsigned long h = hash_access(insn);

			while (last[h & mask] >= 0 &&
			       !same_access(events->insns[last[h & mask]],
					    insn))
				h++;
			events->prev_same[i] = last[h & mask];
			last[h & mask] = i;
		}
		if (insn->opcode != OP_LOAD)
			other = i;
	}
	free(last);
}

static void free_memory_events(struct entrypoint *ep)
{
	struct basic_block *bb;

	FOR_EACH_PTR(ep->bbs, bb) {
		struct block_events *events = bb->priv;

		if (events) {
			free(events->insns);
			free(events->prev_same);
			free(events->prev_other);
			free(events);
		}
		bb->priv = NULL;
	} END_FOR_EACH_PTR(bb);
}

/*
 * The scan back from @bb's event @index, a load, by the links: the
 * event that dominance() does not pass, or NULL; *@stop set when it
 * may write there.
 */
static struct instruction *scan_block(struct basic_block *bb, int index,
				      bool private, bool *stop)
{
	struct block_events *events = bb->priv;
	struct instruction *load = events->insns[index];
	int same = events->prev_same[index];
	int other = events->prev_other[index];

	/* the same access, still one (not killed, not made a phi-node) */
	while (same >= 0 && !(events->insns[same]->bb &&
			      is_memop(events->insns[same])))
		same = events->prev_same[same];
	/* something after it that may write there */
	for (; other > same; other = events->prev_other[other]) {
		struct instruction *insn = events->insns[other];

		if (insn->bb && dominance(load, insn, private) < 0) {
			*stop = true;
			return insn;
		}
	}
	return same >= 0 ? events->insns[same] : NULL;
}

// Loads

/* A phi source of @value before @bb's terminator, for a load's phi-node. */
static pseudo_t add_load_phisrc(struct basic_block *bb,
				struct instruction *load, pseudo_t value)
{
	struct instruction *insn = __alloc_instruction(0), *cur;
	struct instruction *last = terminator(bb);
	pseudo_t phi = alloc_phi_pseudo(insn);

	insn->opcode = OP_PHISOURCE;
	insn->size = load->size;
	insn->type = load->type;
	insn->pos = load->pos;
	insn->bb = bb;
	insn->target = phi;
	phi->ident = value->ident;
	use_pseudo(insn, value, &insn->phi_src);
	FOR_EACH_PTR_REVERSE(bb->insns, cur) {
		if (cur == last) {
			INSERT_CURRENT(insn, cur);
			break;
		}
	} END_FOR_EACH_PTR_REVERSE(cur);
	return phi;
}

/* The walk of find_dominators() for one load. */
struct load_walk {
	struct entrypoint *ep;
	struct instruction *load;
	bool private;			/* is_private_local(its address) */
	bool reached_entry;		/* a path met no access on the way */
	unsigned long mark;		/* bb->generation of blocks seen */
	struct pseudo_list *phis;	/* phi sources made, in order */
};

/* Whether @bb can be reached from the entry without passing @dom. */
static bool reached_around(struct basic_block *bb, struct basic_block *dom,
			   unsigned long mark)
{
	struct basic_block *parent;

	if (bb == dom || bb->generation == mark)
		return false;
	bb->generation = mark;
	if (!bb->parents)
		return true;
	FOR_EACH_PTR(bb->parents, parent) {
		if (reached_around(parent, dom, mark))
			return true;
	} END_FOR_EACH_PTR(parent);
	return false;
}

/*
 * Whether @value is available at @insn.  Only asked when a path into
 * @insn's block met no access: sparse then uses the value the other
 * paths leave, which is not always defined on that path (the
 * branch that decides is mostly threaded later, when the path never
 * runs): so does this, and the function is marked for verify_ir().
 */
static bool available_at(pseudo_t value, struct instruction *insn)
{
	struct basic_block *def_bb;

	if (value->type != PSEUDO_REG && value->type != PSEUDO_PHI)
		return true;
	def_bb = value->def ? value->def->bb : NULL;
	if (!def_bb)
		return false;
	return !reached_around(insn->bb, def_bb, ++bb_generation);
}

/*
 * Scan @bb backwards from its end: the access whose value the load
 * reads, or NULL when there is none, with *@stop set when something
 * may write there first.  The load itself ends the scan (a loop).
 */
static struct instruction *scan_parent(struct load_walk *walk,
				       struct basic_block *bb, bool *stop)
{
	struct block_events *events = bb->priv;
	int i;

	for (i = events->count - 1; i >= 0; i--) {
		struct instruction *insn = events->insns[i];
		int dom;

		if (!insn->bb)
			continue;
		if (insn == walk->load)
			return NULL;
		dom = dominance(walk->load, insn, walk->private);
		if (dom < 0 && insn->opcode == OP_LOAD)
			continue;
		if (dom < 0) {
			*stop = true;
			return NULL;
		}
		if (dom > 0)
			return insn;
	}
	return NULL;
}

/*
 * Each parent of @bb, in order, ends with the access the load reads (a
 * phi source of its value is made there), or nothing that may write
 * there (its parents are searched, once each); false when one may.
 * As sparse's find_dominating_parents(), depth first.
 */
static bool find_dominators(struct load_walk *walk, struct basic_block *bb)
{
	struct basic_block *parent;

	FOR_EACH_PTR(bb->parents, parent) {
		bool stop = false;
		struct instruction *dom = scan_parent(walk, parent, &stop);

		if (stop)
			return false;
		if (dom) {
			add_ptr_list(&walk->phis,
				     add_load_phisrc(parent, walk->load,
						     dom->target));
			continue;
		}
		if (parent->generation == walk->mark)
			continue;
		parent->generation = walk->mark;
		if (!parent->parents)
			walk->reached_entry = true;
		if (!find_dominators(walk, parent))
			return false;
	} END_FOR_EACH_PTR(parent);
	return true;
}

/*
 * The phi sources a load's walk made go, with what only they used (as
 * sparse, which kills a value with its last use: a load only an inlined
 * call's mark reads goes now, and a later load of the pass no longer
 * finds it).
 */
static void kill_phisrcs(struct pseudo_list *phis)
{
	pseudo_t phi;

	FOR_EACH_PTR(phis, phi) {
		kill_insn(phi->def, 0);
	} END_FOR_EACH_PTR(phi);
}

/*
 * Rule: a load whose block's paths all end with an access of its bytes
 * (a store, or a load) is the value they leave: that one value when
 * they agree, else a phi-node in the load's place.  Paths that reach
 * the entry with nothing on the way add nothing (sparse's rule).
 */
static bool load_to_phi(struct instruction *load, struct load_walk *walk)
{
	struct pseudo_list *phis = walk->phis;
	pseudo_t phi, value = NULL;
	bool same = true;

	FOR_EACH_PTR(phis, phi) {
		if (value && phi->def->phi_src != value)
			same = false;
		value = phi->def->phi_src;
	} END_FOR_EACH_PTR(phi);
	if (same) {
		/* all paths bring back the load's own value: nothing to do */
		if (value == load->target) {
			kill_phisrcs(phis);
			return false;
		}
		if (walk->reached_entry && !available_at(value, load))
			walk->ep->loose_dominance = true;
		replace_with_pseudo(load, value);
		kill_phisrcs(phis);
		return true;
	}
	kill_use(&load->mem_src);
	load->opcode = OP_PHI;
	load->phi_list = NULL;
	FOR_EACH_PTR(phis, phi) {
		add_operand(load, &load->phi_list, phi);
		add_ptr_list_small(&phi->def->phi_users, load);
	} END_FOR_EACH_PTR(phi);
	return true;
}

/*
 * The parents' side of a load's rewrite: a phi-node or a value, or, for
 * a private local no store reaches, 0.  Whether @load changed.
 */
static bool load_from_parents(struct entrypoint *ep, struct instruction *load,
			      bool private)
{
	struct load_walk walk = { ep, load, private, false, ++bb_generation,
				  NULL };
	bool found;

	load->bb->generation = walk.mark;
	if (!load->bb->parents)
		walk.reached_entry = true;
	found = find_dominators(&walk, load->bb);
	if (!found || walk.phis) {
		if (found)
			found = load_to_phi(load, &walk);
		else
			kill_phisrcs(walk.phis);
		free_ptr_list(&walk.phis);
		return found;
	}
	if (!private)
		return false;
	/* Rule: a private local read where nothing stored it reads 0. */
	replace_with_pseudo(load, value_pseudo(0));
	return true;
}

/*
 * Rule: a load nothing reads goes, before any search (as sparse: it
 * makes no phi sources).  Rule: a load of what an access before it in
 * its block stored or loaded, with nothing between that may write
 * there, is that value; with none, what the paths into its block leave
 * (load_from_parents()).
 * Going back, a load that may alias is passed, anything else that may
 * write there ends the search.
 */
static bool simplify_loads(struct entrypoint *ep)
{
	struct basic_block *bb;
	bool changed = false;

	index_memory_events(ep);
	FOR_EACH_PTR_REVERSE(ep->bbs, bb) {
		struct block_events *events = bb->priv;
		int i;

		link_memory_events(bb);
		for (i = events->count - 1; i >= 0; i--) {
			struct instruction *load = events->insns[i], *found;
			bool private, stop = false;

			if (!load->bb || load->opcode != OP_LOAD ||
			    load->is_volatile)
				continue;
			/* Rule: an unused load goes, with what only it
			 * used (a load of its address is then never
			 * rewritten: sparse's numbers show it) */
			if (!has_live_user(load->target)) {
				kill_insn(load, 0);
				changed = true;
				continue;
			}
			private = is_private_local(load->mem_src);
			found = scan_block(bb, i, private, &stop);
			if (found && !stop && compatible_access(load, found)) {
				replace_with_pseudo(load, found->target);
				changed = true;
			} else if (!found &&
				   load_from_parents(ep, load, private)) {
				changed = true;
			}
		}
	} END_FOR_EACH_PTR_REVERSE(bb);
	free_memory_events(ep);
	return changed;
}

// Stores

/*
 * Rule: a store of what a load of the same bytes read, with nothing
 * between that may touch them (a load through a pointer may: sparse's
 * rule), goes.  @dom: the first access going back from @store that
 * dominance() does not pass.
 */
static bool stores_what_it_read(struct instruction *store,
				struct instruction *dom)
{
	return dom->opcode == OP_LOAD && dom->target == store->target &&
	       !dom->is_volatile;
}

/*
 * Rule: a store of the value that the same bytes were last given by a
 * store, with nothing between that may touch them, goes (the earlier
 * one stays).  The values are the same pseudo: a 'x + 0' not yet
 * simplified is another value.
 */
static bool stores_what_is_there(struct instruction *store,
				 struct instruction *dom)
{
	pseudo_t a = dom->target, b = store->target;

	if (dom->opcode != OP_STORE || dom->is_volatile)
		return false;
	return a == b || (a->type == PSEUDO_VAL && b->type == PSEUDO_VAL &&
			  a->value == b->value);
}

/*
 * Rule: a store the same block overwrites (same bytes, same size)
 * before anything may read them goes.  Going back from each store, the
 * earlier stores of its bytes die, up to anything that may read or
 * write them.
 */
static bool kill_dominated_stores(struct basic_block *bb)
{
	struct instruction *store;
	bool changed = false;

	FOR_EACH_PTR_REVERSE(bb->insns, store) {
		struct instruction *dom;
		bool private, first = true;

		if (!store->bb || store->opcode != OP_STORE ||
		    store->is_volatile)
			continue;
		private = is_private_local(store->mem_src);
		RECURSE_PTR_REVERSE(store, dom) {
			int d;

			if (!dom->bb)
				continue;
			d = dominance(store, dom, private);
			if (d > 0 && first && (stores_what_it_read(store, dom) ||
					       stores_what_is_there(store, dom))) {
				kill_instruction(store);
				changed = true;
				break;
			}
			if (d < 0 || (d > 0 && (dom->opcode == OP_LOAD ||
						dom->is_volatile)))
				break;
			if (d > 0) {
				kill_instruction(dom);
				changed = true;
				first = false;
			}
		} END_FOR_EACH_PTR_REVERSE(dom);
	} END_FOR_EACH_PTR_REVERSE(store);
	return changed;
}

/*
 * What the instructions of @bb from @from on (from its start when NULL)
 * do to the bytes @store wrote: 1 a store writes them all again first,
 * 0 nothing, -1 something may read them.
 */
static int overwritten_in(struct instruction **insns, int nr,
			  struct instruction *store, bool private)
{
	int i;

	for (i = 0; i < nr; i++) {
		struct instruction *insn = insns[i];
		int d;

		if (!insn->bb)
			continue;
		d = dominance(store, insn, private);
		if (d > 0 && insn->opcode == OP_STORE && !insn->is_volatile)
			return 1;
		if (d)
			return -1;
	}
	return 0;
}

/*
 * The live instructions of @bb, its last ones (@tail) or its first
 * ones, at most OVERWRITE_WINDOW: the search below looks no further,
 * so that a block of 20,000 stores stays linear.
 */
#define OVERWRITE_WINDOW 64

static int window_of(struct basic_block *bb, bool tail,
		     struct instruction **insns)
{
	struct instruction *insn;
	int nr = 0;

	if (tail) {
		FOR_EACH_PTR_REVERSE(bb->insns, insn) {
			if (insn->bb && nr < OVERWRITE_WINDOW)
				insns[nr++] = insn;
		} END_FOR_EACH_PTR_REVERSE(insn);
		for (int i = 0; i < nr / 2; i++) {
			insn = insns[i];
			insns[i] = insns[nr - 1 - i];
			insns[nr - 1 - i] = insn;
		}
		return nr;
	}
	FOR_EACH_PTR(bb->insns, insn) {
		if (nr == OVERWRITE_WINDOW)
			break;
		if (insn->bb)
			insns[nr++] = insn;
	} END_FOR_EACH_PTR(insn);
	return nr;
}

/*
 * Rule (as sparse): a store is dead when its block's one child writes
 * the same bytes again before anything may read them.
 */
static bool kill_stores_overwritten_in_child(struct basic_block *bb)
{
	struct instruction *tail[OVERWRITE_WINDOW], *head[OVERWRITE_WINDOW];
	struct basic_block *child;
	bool changed = false;
	int i, nr_tail, nr_head;

	if (!has_one_entry(bb->children))
		return false;
	child = first_ptr_list(bb->children);
	if (child == bb)
		return false;
	nr_tail = window_of(bb, true, tail);
	nr_head = window_of(child, false, head);
	for (i = 0; i < nr_tail; i++) {
		struct instruction *store = tail[i];
		bool private;

		if (store->opcode != OP_STORE || store->is_volatile)
			continue;
		private = is_private_local(store->mem_src);
		if (overwritten_in(tail + i + 1, nr_tail - i - 1, store,
				   private) ||
		    overwritten_in(head, nr_head, store, private) <= 0)
			continue;
		kill_instruction(store);
		changed = true;
	}
	return changed;
}

// Stores to locals nothing reads any more

static bool is_local_symbol(pseudo_t addr)
{
	return addr->type == PSEUDO_SYM &&
	       !(addr->sym->ctype.modifiers & (MOD_STATIC | MOD_TOPLEVEL |
					       MOD_EXTERN | MOD_VOLATILE));
}

/* A local (not static, not volatile) only loads and stores reach. */
static bool is_unescaped_local(pseudo_t addr)
{
	return is_local_symbol(addr) && is_private_local(addr);
}

/*
 * Whether @insn may read the local @addr: a load of it, or, once its
 * address is out (@escaped), a load or a store through a pointer, or a
 * call (not an asm: sparse's rule).
 */
static bool may_read_local(struct instruction *insn, pseudo_t addr,
			   bool escaped)
{
	if (insn->opcode == OP_LOAD && insn->mem_src == addr)
		return true;
	if (!escaped)
		return false;
	if (is_memop(insn))
		return insn->mem_src->type != PSEUDO_SYM;
	return insn->opcode == OP_CALL;
}

/* Whether @bb, after @from (from its start when NULL), may read @addr. */
static bool block_may_read(struct basic_block *bb, struct instruction *from,
			   pseudo_t addr, bool escaped)
{
	struct instruction *insn;
	bool after = !from;

	FOR_EACH_PTR(bb->insns, insn) {
		if (insn == from)
			after = true;
		else if (after && insn->bb &&
			 may_read_local(insn, addr, escaped))
			return true;
	} END_FOR_EACH_PTR(insn);
	return false;
}

/*
 * Rule (as sparse): a store to a local is dead when the function ends
 * after it with nothing that may read the local: in its block, then
 * down the blocks of one child each.  A block of two children keeps
 * it (sparse looks no further).
 */
static bool is_dead_local_store(struct instruction *store)
{
	struct basic_block *bb = store->bb;
	pseudo_t addr = store->mem_src;
	unsigned long mark = ++bb_generation;
	bool escaped;

	if (store->is_volatile || !is_local_symbol(addr))
		return false;
	escaped = !is_unescaped_local(addr);
	if (block_may_read(bb, store, addr, escaped))
		return false;
	while (ptr_list_size(bb->children) == 1) {
		bb->generation = mark;
		bb = first_ptr_list(bb->children);
		if (bb->generation == mark ||
		    block_may_read(bb, NULL, addr, escaped))
			return false;
	}
	return !bb->children;
}

/*
 * Rule (as sparse): a local whose one user is a store loses it.  Two
 * stores nothing reads stay, unless is_dead_local_store() kills them;
 * so does a store when the local's address was used in a block found
 * unreachable (flow.c's kill_unreachable_bb() keeps those uses).
 */
static bool kill_unread_local(pseudo_t addr)
{
	struct pseudo_user *user;
	struct instruction *store = NULL;

	if (!is_unescaped_local(addr))
		return false;
	FOR_EACH_PTR(addr->users, user) {
		struct instruction *insn = user->insn;

		if (!insn->bb && is_memop(insn) &&
		    user->userp == &insn->mem_src)
			continue;
		if (store || !insn->bb || insn->opcode != OP_STORE)
			return false;
		store = user->insn;
	} END_FOR_EACH_PTR(user);
	if (!store || store->is_volatile)
		return false;
	kill_instruction(store);
	return true;
}

/* Rule: an access at off[add x, $c] is an access at (off + c)[x]. */
static bool fold_address_offset(struct instruction *insn)
{
	struct instruction *def = live_def(insn->mem_src);

	if (!def || def->opcode != OP_ADD || def->src2->type != PSEUDO_VAL)
		return false;
	/* as sparse: the add's bits as they are ($0xfffffff8 with -m32) */
	insn->offset += def->src2->value;
	kill_use(&insn->mem_src);
	use_pseudo(insn, def->src1, &insn->mem_src);
	return true;
}

/*
 * The offsets folded into the loads and stores, as sparse's simplify
 * pass does when it meets them: before the CSE of a round, not in the
 * memory pass (an add only an access used is dead before CSE sees it).
 */
bool fold_memop_addresses(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *insn;
	bool changed = false;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->bb && is_memop(insn) &&
			    fold_address_offset(insn))
				changed = true;
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	return changed;
}

bool simplify_memops(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *insn;
	pseudo_t addr;
	bool changed = false;

	changed |= simplify_loads(ep);
	FOR_EACH_PTR_REVERSE(ep->bbs, bb) {
		changed |= kill_dominated_stores(bb);
	} END_FOR_EACH_PTR_REVERSE(bb);
	FOR_EACH_PTR(ep->bbs, bb) {
		changed |= kill_stores_overwritten_in_child(bb);
	} END_FOR_EACH_PTR(bb);
	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->bb && insn->opcode == OP_STORE &&
			    is_dead_local_store(insn)) {
				kill_instruction(insn);
				changed = true;
			}
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	FOR_EACH_PTR(ep->accesses, addr) {
		if (kill_unread_local(addr))
			changed = true;
	} END_FOR_EACH_PTR(addr);
	return changed;
}
