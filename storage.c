// SPDX-License-Identifier: MIT
/*
 * storage.c — the storage bindings of storage.h: a hash of (block,
 * pseudo, in or out) to struct storage, and set_up_storage(), which fills
 * it for one function from the liveness of its values.
 *
 * Takes the IR of one entrypoint; writes bb->needs and bb->defines
 * (liveness.c) and the table, which lives until free_storage().  The
 * storages and bindings come from their own allocators, cleared by
 * free_storage(); their lists from the IR's (the caller frees the IR
 * after free_storage()).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "flow.h"
#include "storage.h"

ALLOCATOR(storage, "storages");
ALLOCATOR(storage_hash, "storage hash");

#define STORAGE_HASH_BITS 10
#define STORAGE_HASH_SIZE (1 << STORAGE_HASH_BITS)

/* process-wide, as the allocators: one function's bindings at a time */
static struct storage_hash_list *storage_table[STORAGE_HASH_SIZE];

static unsigned int storage_hash(struct basic_block *bb, pseudo_t pseudo,
				 enum inout_enum inout)
{
	uintptr_t key = (uintptr_t)bb * 31 + (uintptr_t)pseudo * 17 + inout;

	key ^= key >> 7;
	key ^= key >> STORAGE_HASH_BITS;
	return key & (STORAGE_HASH_SIZE - 1);
}

static struct storage_hash *find_binding(struct basic_block *bb,
					 pseudo_t pseudo,
					 enum inout_enum inout)
{
	struct storage_hash_list *list =
		storage_table[storage_hash(bb, pseudo, inout)];
	struct storage_hash *entry;

	FOR_EACH_PTR(list, entry) {
		if (entry->bb == bb && entry->pseudo == pseudo &&
		    entry->inout == inout)
			return entry;
	} END_FOR_EACH_PTR(entry);
	return NULL;
}

struct storage *lookup_storage(struct basic_block *bb, pseudo_t pseudo,
			       enum inout_enum inout)
{
	struct storage_hash *entry = find_binding(bb, pseudo, inout);

	return entry ? entry->storage : NULL;
}

void add_storage(struct storage *storage, struct basic_block *bb,
		 pseudo_t pseudo, enum inout_enum inout)
{
	struct storage_hash *entry = alloc_storage_hash(storage);

	entry->bb = bb;
	entry->pseudo = pseudo;
	entry->inout = inout;
	add_ptr_list(&storage_table[storage_hash(bb, pseudo, inout)], entry);
}

/* %argN first, then %phiN, then %rN, each by N. */
static int pseudo_rank(pseudo_t pseudo)
{
	switch (pseudo->type) {
	case PSEUDO_ARG:
		return 0;
	case PSEUDO_PHI:
		return 1;
	default:
		return 2;
	}
}

static int compare_bindings(const void *a, const void *b)
{
	const struct storage_hash *x = a, *y = b;
	int rank = pseudo_rank(x->pseudo) - pseudo_rank(y->pseudo);

	if (rank)
		return rank;
	return (x->pseudo->nr > y->pseudo->nr) - (x->pseudo->nr < y->pseudo->nr);
}

struct storage_hash_list *gather_storage(struct basic_block *bb,
					 enum inout_enum inout)
{
	struct storage_hash_list *found = NULL;
	struct storage_hash *entry;
	int i;

	for (i = 0; i < STORAGE_HASH_SIZE; i++) {
		FOR_EACH_PTR(storage_table[i], entry) {
			if (entry->bb == bb && entry->inout == inout)
				add_ptr_list(&found, entry);
		} END_FOR_EACH_PTR(entry);
	}
	sort_list(&found, compare_bindings);
	return found;
}

void free_storage(void)
{
	int i;

	for (i = 0; i < STORAGE_HASH_SIZE; i++)
		free_ptr_list(&storage_table[i]);
	clear_storage_alloc();
	clear_storage_hash_alloc();
}

const char *show_storage(struct storage *storage)
{
	static char buffers[4][64];
	static int next;
	char *buf = buffers[next++ & 3];
	size_t size = sizeof(buffers[0]);

	if (!storage)
		return "none";
	switch (storage->type) {
	case REG_UDEF:
		snprintf(buf, size, "udef #%d", storage->name);
		break;
	case REG_REG:
		snprintf(buf, size, "reg%d", storage->regno);
		break;
	case REG_STACK:
		snprintf(buf, size, "%d(sp)", storage->offset);
		break;
	case REG_FRAME:
		snprintf(buf, size, "%d(fp)", storage->offset);
		break;
	case REG_SYM:
		snprintf(buf, size, "sym %s", show_ident(storage->sym->ident));
		break;
	case REG_ARG:
		snprintf(buf, size, "arg%d", storage->regno);
		break;
	default:
		return "bad";
	}
	return buf;
}

// set_up_storage()

/* @from's bindings now use @to; @from is left without users. */
static void move_users(struct storage *from, struct storage *to)
{
	struct storage **usep;

	FOR_EACH_PTR(from->users, usep) {
		*usep = to;
		add_ptr_list(&to->users, usep);
	} END_FOR_EACH_PTR(usep);
	free_ptr_list(&from->users);
}

/* One storage for @pseudo at both ends: the placed one wins over udef. */
static struct storage *combine_storage(struct basic_block *bb_a,
				       enum inout_enum a, struct basic_block *bb_b,
				       enum inout_enum b, pseudo_t pseudo)
{
	struct storage *first = lookup_storage(bb_a, pseudo, a);
	struct storage *second = lookup_storage(bb_b, pseudo, b);

	if (!first && !second) {
		first = alloc_storage();
		add_storage(first, bb_a, pseudo, a);
	} else if (!first) {
		first = second;
		add_storage(first, bb_a, pseudo, a);
		return first;
	}
	if (!second) {
		add_storage(first, bb_b, pseudo, b);
	} else if (second != first) {
		if (first->type == REG_UDEF && second->type != REG_UDEF) {
			move_users(first, second);
			return second;
		}
		move_users(second, first);
	}
	return first;
}

/* Each argument the function reads starts in its REG_ARG. */
static void set_up_argument_storage(struct entrypoint *ep)
{
	struct basic_block *entry = ep->entry->bb;
	struct pseudo_list *operands = NULL;
	struct basic_block *bb;
	struct instruction *insn;
	pseudo_t pseudo;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->bb)
				insn_operands(insn, &operands);
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	FOR_EACH_PTR(operands, pseudo) {
		struct storage *storage;

		if (pseudo->type != PSEUDO_ARG ||
		    lookup_storage(entry, pseudo, STOR_IN))
			continue;
		storage = alloc_storage();
		storage->type = REG_ARG;
		storage->regno = pseudo->nr;
		add_storage(storage, entry, pseudo, STOR_IN);
	} END_FOR_EACH_PTR(pseudo);
	free_ptr_list(&operands);
}

/* Whether @bb has @pseudo as it ends: it passes it on or defines it. */
static bool live_out(struct basic_block *bb, pseudo_t pseudo)
{
	return pseudo_in_list(bb->needs, pseudo) ||
	       pseudo_in_list(bb->defines, pseudo);
}

/*
 * What @bb's children need arrives where @bb leaves it; what @bb only
 * passes on stays where it came in.
 */
static void set_up_edge_storage(struct basic_block *bb)
{
	struct basic_block *child;
	pseudo_t pseudo;

	FOR_EACH_PTR(bb->children, child) {
		FOR_EACH_PTR(child->needs, pseudo) {
			if (!live_out(bb, pseudo))
				continue;
			if (pseudo_in_list(bb->needs, pseudo))
				combine_storage(bb, STOR_IN, bb, STOR_OUT,
						pseudo);
			combine_storage(bb, STOR_OUT, child, STOR_IN, pseudo);
		} END_FOR_EACH_PTR(pseudo);
	} END_FOR_EACH_PTR(child);
}

/* An argument read after the entry block stays in its REG_ARG on the way
 * out of the entry block. */
static void set_up_entry_storage(struct entrypoint *ep)
{
	struct basic_block *entry = ep->entry->bb;
	pseudo_t pseudo;

	FOR_EACH_PTR(entry->defines, pseudo) {
		if (pseudo->type == PSEUDO_ARG &&
		    lookup_storage(entry, pseudo, STOR_IN))
			combine_storage(entry, STOR_IN, entry, STOR_OUT,
					pseudo);
	} END_FOR_EACH_PTR(pseudo);
}

/* The sources of a phi-node, as its block starts, share one storage. */
static void set_up_phi_storage(struct basic_block *bb)
{
	struct instruction *insn;

	FOR_EACH_PTR(bb->insns, insn) {
		struct storage *shared = NULL;
		pseudo_t source;

		if (!insn->bb || insn->opcode != OP_PHI)
			continue;
		FOR_EACH_PTR(insn->phi_list, source) {
			struct storage *storage;

			if (source == VOID_PSEUDO)
				continue;
			storage = lookup_storage(bb, source, STOR_IN);
			if (!storage)
				continue;
			if (!shared)
				shared = storage;
			else if (storage != shared)
				move_users(storage, shared);
		} END_FOR_EACH_PTR(source);
	} END_FOR_EACH_PTR(insn);
}

/* Names in the order of the blocks, what each starts with first. */
static void name_storage(struct entrypoint *ep)
{
	static const enum inout_enum ends[] = { STOR_IN, STOR_OUT };
	struct basic_block *bb;
	struct storage_hash *entry;
	int name = 0;
	size_t i;

	FOR_EACH_PTR(ep->bbs, bb) {
		for (i = 0; i < ARRAY_SIZE(ends); i++) {
			struct storage_hash_list *list =
				gather_storage(bb, ends[i]);

			FOR_EACH_PTR(list, entry) {
				if (!entry->storage->name)
					entry->storage->name = ++name;
			} END_FOR_EACH_PTR(entry);
			free_ptr_list(&list);
		}
	} END_FOR_EACH_PTR(bb);
}

void set_up_storage(struct entrypoint *ep)
{
	struct basic_block *bb;

	track_pseudo_liveness(ep);
	set_up_argument_storage(ep);
	set_up_entry_storage(ep);
	FOR_EACH_PTR(ep->bbs, bb) {
		set_up_edge_storage(bb);
	} END_FOR_EACH_PTR(bb);
	FOR_EACH_PTR(ep->bbs, bb) {
		set_up_phi_storage(bb);
	} END_FOR_EACH_PTR(bb);
	name_storage(ep);
}
