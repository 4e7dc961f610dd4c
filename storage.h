/* SPDX-License-Identifier: MIT */
/*
 * storage.h — where a backend keeps values between basic blocks.
 *
 * A struct storage is one place a value lives in (a register, a stack
 * slot, an argument register, ...).  set_up_storage() gives each value
 * that crosses an edge of the IR a storage at both ends of the edge:
 * the same one on the parent's way out (STOR_OUT) as on the child's way
 * in (STOR_IN), so that a value needs no move along an edge; the sources
 * of one phi-node share one storage; an argument starts in its REG_ARG.
 * Those storages are REG_UDEF (no place yet): the backend chooses each
 * one's type and register or offset.  A struct storage_hash binds one
 * (block, pseudo, in or out) to its storage; storage->users lists the
 * bindings' storage fields, so that a backend can merge two storages.
 * The bindings live until free_storage(), to be called before the IR
 * is freed.
 */
#ifndef STORAGE_H
#define STORAGE_H

#include "allocate.h"
#include "lib.h"
#include "linearize.h"

#ifdef __cplusplus
extern "C" {
#endif

enum storage_type {
	REG_UDEF,		/* not placed yet */
	REG_REG,		/* in register regno */
	REG_STACK,		/* at offset from the stack pointer */
	REG_FRAME,		/* at offset from the frame pointer */
	REG_SYM,		/* in the object sym */
	REG_ARG,		/* in argument register regno (from 1) */
	REG_BAD,		/* none will do */
};

enum inout_enum {
	STOR_IN,		/* as the block starts */
	STOR_OUT,		/* as the block ends */
};

struct storage;
DECLARE_PTR_LIST(storage_ptr_list, struct storage *);

struct storage {
	enum storage_type type;
	int name;		/* a number of its own, for show_storage() */
	struct storage_ptr_list *users;	/* the bindings' storage fields */
	union {
		int regno;		/* REG_REG, REG_ARG */
		int offset;		/* REG_STACK, REG_FRAME */
		struct symbol *sym;	/* REG_SYM */
	};
};

struct storage_hash {
	struct basic_block *bb;
	pseudo_t pseudo;
	enum inout_enum inout;
	struct storage *storage;	/* on storage->users */
	unsigned long flags;		/* the backend's own */
};

DECLARE_PTR_LIST(storage_hash_list, struct storage_hash);

DECLARE_ALLOCATOR(storage);
extern struct allocator storage_allocator;
struct storage *__alloc_storage(size_t extra);
void __free_storage(struct storage *entry);
void clear_storage_alloc(void);
void protect_storage_alloc(void);
void show_storage_alloc(void);

DECLARE_ALLOCATOR(storage_hash);
extern struct allocator storage_hash_allocator;
struct storage_hash *__alloc_storage_hash(size_t extra);
void __free_storage_hash(struct storage_hash *entry);
void clear_storage_hash_alloc(void);
void protect_storage_hash_alloc(void);
void show_storage_hash_alloc(void);

/* A new storage, REG_UDEF. */
static inline struct storage *alloc_storage(void)
{
	return __alloc_storage(0);
}

/* A new binding to @storage (its other fields zero), on storage->users. */
static inline struct storage_hash *alloc_storage_hash(struct storage *storage)
{
	struct storage_hash *entry = __alloc_storage_hash(0);
	struct storage **usep = &entry->storage;

	*usep = storage;
	add_ptr_list(&storage->users, usep);
	return entry;
}

/*
 * The bindings of @ep: track_pseudo_liveness(), then a storage for each
 * value needed across an edge, for each argument used, shared by the
 * sources of each phi-node; names numbered in the order of the blocks.
 */
void set_up_storage(struct entrypoint *ep);
/* @pseudo's storage as @bb starts or ends, NULL if none. */
struct storage *lookup_storage(struct basic_block *bb, pseudo_t pseudo,
			       enum inout_enum inout);
/* @pseudo bound to @storage as @bb starts or ends. */
void add_storage(struct storage *storage, struct basic_block *bb,
		 pseudo_t pseudo, enum inout_enum inout);
/* @bb's bindings as it starts or ends, by pseudo: %argN, %phiN, %rN, each
 * by N.  A new list: free_ptr_list() it. */
struct storage_hash_list *gather_storage(struct basic_block *bb,
					 enum inout_enum inout);
/* Every binding and storage forgotten. */
void free_storage(void);
/* "reg3", "16(sp)", "-8(fp)", "arg2", "sym x", "udef #4", "bad", "none"
 * (NULL): in one of 4 buffers, reused in turn. */
const char *show_storage(struct storage *storage);

#ifdef __cplusplus
}
#endif

#endif
