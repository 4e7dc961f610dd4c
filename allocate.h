/* SPDX-License-Identifier: MIT */
/*
 * allocate.h — typed blob allocators.
 *
 * Every kind of object the front end makes (tokens, identifiers, strings,
 * pointer-list nodes, and later symbols, expressions, statements, basic
 * blocks, instructions, pseudos, ...) comes from its own allocator: large
 * mmap()ed blobs cut into pieces, never freed one by one except onto a free
 * list (fixed-size objects only), and released all at once by clear_*_alloc()
 * after a file is done.  protect_*_alloc() makes everything allocated so far
 * survive later clears: the preamble (-D, -include) is parsed once and kept.
 *
 * Under SANITIZE=1 (SPARSE_MALLOC_ALLOCATOR) each object is its own malloc()
 * so that AddressSanitizer sees overflows between objects.
 *
 * Which pools are cleared after each file: see front_end_pools[] in lib.c
 * (the file's trees and lists); the pools holding the preamble are
 * protected by sparse_initialize().  The IR's pools (linearize.h, and the
 * ir_ptr_list nodes of ptrlist.h) are cleared after each function by
 * free_entrypoint_memory().
 */
#ifndef ALLOCATE_H
#define ALLOCATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif

struct allocation_blob {
	struct allocation_blob *next;	/* older blob */
	size_t size;			/* bytes of data[] */
	size_t offset;			/* bytes of data[] handed out */
	/* for a blob_tracker: */
	const void *last;		/* the last object wanted in it */
	unsigned long order;		/* that object's rank */
	unsigned long tracked;		/* (a word: data[] stays aligned) */
	unsigned char data[];
};

struct allocator {
	const char *name;			/* for show_allocations() */
	size_t size;				/* size of one fixed object */
	size_t alignment;			/* of every object */
	struct allocation_blob *blobs;		/* cleared by clear_allocator() */
	struct allocation_blob *kept;		/* protected: never released */
	void *freelist;				/* freed fixed-size objects */
	unsigned long allocations;		/* live since the last clear */
	unsigned long useful_bytes;		/* asked for since the last clear */
	unsigned long total_bytes;		/* mapped since the last clear */
	unsigned long peak_bytes;		/* highest total_bytes seen */
	unsigned long kept_allocations;		/* the same three, protected */
	unsigned long kept_useful_bytes;
	unsigned long kept_total_bytes;
};

/* The engine behind every typed allocator. */
void *allocate(struct allocator *desc, size_t extra);
void free_one_entry(struct allocator *desc, void *entry);
void clear_allocator(struct allocator *desc);
void protect_allocator(struct allocator *desc);
void show_allocations(const struct allocator *desc);
void show_allocation_table(struct allocator *const *descs, size_t n);

/*
 * The common case inline: an object of the allocator's own @size (a
 * constant, so the zeroing is a few stores) from the free list or from
 * the end of the newest blob when it is aligned there; else allocate().
 */
static inline void *allocate_fixed(struct allocator *desc, size_t size)
{
#ifndef SPARSE_MALLOC_ALLOCATOR
	struct allocation_blob *blob = desc->blobs;
	void *entry;

	if (desc->freelist) {
		entry = desc->freelist;
		desc->freelist = *(void **)entry;
	} else if (blob && blob->offset + size <= blob->size &&
		   !(blob->offset & (desc->alignment - 1))) {
		entry = blob->data + blob->offset;
		blob->offset += size;
	} else {
		return allocate(desc, 0);
	}
	desc->allocations++;
	desc->useful_bytes += size;
	return memset(entry, 0, size);
#else
	return allocate(desc, 0);
#endif
}

/* Raw zeroed memory of a given size, for the odd variable-length thing. */
void *blob_alloc(size_t size);
void blob_free(void *addr, size_t size);
/*
 * Zeroed memory for a large table (an identifier hash table, say), and its
 * return.  Up to an arena's size it is cut from the arenas, so that it
 * takes huge pages once the run has them; given back, it is cut into
 * standard blobs for the allocators.  Elsewise it is blob_alloc()'s.
 */
void *table_alloc(size_t size);
void table_free(void *addr, size_t size);
/* A source file of @size bytes comes: size the small-page arenas for it. */
void blob_expect_input(size_t size);
/* A source file of @size bytes was read (the main one, or a header). */
void blob_note_input(size_t size);

/*
 * Giving blobs back before the clear.  When a pass knows which objects of
 * an allocator it still wants (the tokens the parser has yet to read) and
 * in which order it is done with them: track_blobs() takes the
 * allocator's blobs; track_object() is called for each wanted object, in
 * that order; release_idle_blobs() lets the blobs with none go.  Then the
 * pass walks its objects in the same order and counts, with
 * blob_end(), those that are the last wanted of their blob; and
 * release_blobs(n) lets the n blobs so ended go, to the blob cache where
 * any allocator takes them.  An object not tracked must not be used after
 * track_blobs(); only objects allocated without extra bytes may be
 * tracked.  The newest blob stays, for what is allocated meanwhile; the
 * free list is dropped (its objects may lie in a blob that goes).  Under
 * SPARSE_MALLOC_ALLOCATOR no blob goes, but poison_object() makes any use
 * of an object done with an AddressSanitizer report.
 */
#define BLOB_SIZE (128 * 1024)	/* a standard blob, aligned on its size */

struct blob_tracker {
	struct allocator *desc;
	unsigned long objects;			/* tracked so far */
	struct allocation_blob **queue;		/* by their last object */
	size_t queued, next;			/* next: the next to go */
};

void track_blobs(struct blob_tracker *tracker, struct allocator *desc);
void track_recorded_blobs(struct blob_tracker *tracker,
			  struct allocator *desc);
void release_idle_blobs(struct blob_tracker *tracker);
void release_blobs(struct blob_tracker *tracker, size_t n);
void end_tracking(struct blob_tracker *tracker);
void poison_object(struct allocator *desc, void *entry);

static inline struct allocation_blob *blob_of(const void *entry)
{
	return (struct allocation_blob *)((uintptr_t)entry &
					  ~(uintptr_t)(BLOB_SIZE - 1));
}

static inline void track_object(struct blob_tracker *tracker,
				const void *entry)
{
#ifndef SPARSE_MALLOC_ALLOCATOR
	struct allocation_blob *blob = blob_of(entry);

	if (blob->tracked) {
		blob->last = entry;
		blob->order = ++tracker->objects;
	}
#else
	(void)tracker;
	(void)entry;
#endif
}

/*
 * What track_object() notes, for a pass that makes its wanted objects in
 * the order it will be done with them: each is recorded as it is made
 * (while it is in the cache), @rank counting them, and
 * track_recorded_blobs() then stands for track_blobs() and the walk.
 */
static inline void record_object(const void *entry, unsigned long *rank)
{
#ifndef SPARSE_MALLOC_ALLOCATOR
	struct allocation_blob *blob = blob_of(entry);

	blob->last = entry;
	blob->order = ++*rank;
#else
	(void)entry;
	(void)rank;
#endif
}

/* The last wanted object of the @n-th blob still to go, or NULL. */
static inline const void *blob_end(const struct blob_tracker *tracker,
				   size_t n)
{
	n += tracker->next;
	return n < tracker->queued ? tracker->queue[n]->last : NULL;
}

/*
 * DECLARE_ALLOCATOR(foo) goes in the header of struct foo, followed by
 * the declarations of what ALLOCATOR() makes, written out so that `git
 * grep -w foo_allocator` or `__alloc_foo` finds them:
 *	extern struct allocator foo_allocator;
 *	struct foo *__alloc_foo(size_t extra);
 *	void __free_foo(struct foo *entry);
 *	void clear_foo_alloc(void);
 *	void protect_foo_alloc(void);
 *	void show_foo_alloc(void);
 * ALLOCATOR(foo, "description") in one .c file defines them.
 * __alloc_foo(extra) returns a zeroed struct foo followed by extra bytes;
 * __free_foo() is only for objects allocated with extra == 0.
 */
#define DECLARE_ALLOCATOR(x)						\
	extern struct allocator x##_allocator

#define ALLOCATOR(x, desc)						\
	struct allocator x##_allocator = {				\
		.name = desc,						\
		.size = sizeof(struct x),				\
		.alignment = _Alignof(struct x),			\
	};								\
	struct x *__alloc_##x(size_t extra)				\
	{								\
		if (extra)						\
			return allocate(&x##_allocator, extra);		\
		return allocate_fixed(&x##_allocator, sizeof(struct x));\
	}								\
	void __free_##x(struct x *entry)				\
	{								\
		free_one_entry(&x##_allocator, entry);			\
	}								\
	void clear_##x##_alloc(void)					\
	{								\
		clear_allocator(&x##_allocator);			\
	}								\
	void protect_##x##_alloc(void)					\
	{								\
		protect_allocator(&x##_allocator);			\
	}								\
	void show_##x##_alloc(void)					\
	{								\
		show_allocations(&x##_allocator);			\
	}

#ifdef __cplusplus
}
#endif

#endif
