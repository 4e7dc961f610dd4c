// SPDX-License-Identifier: MIT
/*
 * allocate.c — the blob allocator behind every typed allocator.
 *
 * Takes requests of (allocator, extra bytes), gives out zeroed, aligned
 * memory cut from large mmap()ed blobs.  Touches only the struct allocator
 * it is handed.  Compiled with SPARSE_MALLOC_ALLOCATOR, every object is its
 * own malloc()ed blob so that AddressSanitizer can see past its end.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "allocate.h"
#include "lib.h"

/*
 * Standard-size blobs released by clear_allocator() wait here for the next
 * file instead of going back to the kernel: unmapping and faulting in fresh
 * pages for every file cost more than the tokenizer itself.  Objects are
 * zeroed when handed out, so a recycled blob needs no clearing.
 */
#ifdef SPARSE_MALLOC_ALLOCATOR
#define BLOB_CACHE_MAX 0		/* every object its own malloc() */
#else
#define BLOB_CACHE_MAX 512		/* blobs, 64 MiB */
#endif
static struct allocation_blob *blob_cache;
static int blob_cache_count;

#ifdef SPARSE_MALLOC_ALLOCATOR
void *blob_alloc(size_t size)
{
	void *addr = calloc(1, size);

	if (!addr)
		die("out of memory (%zu bytes)", size);
	return addr;
}

void blob_free(void *addr, size_t size)
{
	(void)size;
	free(addr);
}
#else
void *blob_alloc(size_t size)
{
	void *addr = mmap(NULL, size, PROT_READ | PROT_WRITE,
			  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (addr == MAP_FAILED)
		die("out of memory (%zu bytes)", size);
	return addr;
}

void blob_free(void *addr, size_t size)
{
	munmap(addr, size);
}
#endif

#if defined(__SANITIZE_ADDRESS__)
#define SPARSE_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SPARSE_ASAN 1
#endif
#endif

#ifdef SPARSE_ASAN
void __asan_poison_memory_region(void const volatile *addr, size_t size);
void __asan_unpoison_memory_region(void const volatile *addr, size_t size);
#define poison(addr, size) __asan_poison_memory_region(addr, size)
#define unpoison(addr, size) __asan_unpoison_memory_region(addr, size)
#else
#define poison(addr, size) ((void)(addr), (void)(size))
#define unpoison(addr, size) ((void)(addr), (void)(size))
#endif

static size_t blob_bytes(const struct allocation_blob *blob)
{
	return sizeof(*blob) + blob->size;
}

#ifndef SPARSE_MALLOC_ALLOCATOR
/*
 * Standard blobs are cut from arenas of ARENA_BLOBS, aligned on 2 MB: the
 * blob of an object is its address with the low bits cleared (the blob
 * tracker below), one mapping serves 32 blobs, and the kernel is asked
 * for huge pages there: a page fault per 2 MB instead of one per 4 KB,
 * which took a third of the time on kernel files.  Pages are still only
 * faulted in when touched.  The first arenas keep small pages, as many as
 * the input is expected to need (blob_expect_input()): a huge page is
 * resident whole once touched, so the last one, partly used, and the
 * partly used blobs in it cost up to 2 MB more than the objects need:
 * 5 MB of peak memory for `int x;` instead of 2, a 15 MB run of a
 * generated 200 KB file 2.8 MB over its small-page figure.
 */
#define ARENA_BLOBS 32
#define ARENA_ALIGN ((size_t)2 << 20)
#define ARENA_BYTES (ARENA_BLOBS * (size_t)BLOB_SIZE)
static unsigned char *arena_next, *arena_end;
static size_t arena_bytes;		/* mapped in arenas so far */
static bool huge_arena;			/* the current one was advised */
static size_t small_page_bytes = ARENA_BYTES;

/*
 * Blob memory for the objects of a @size byte source file, by experiment:
 * a file that includes little (generated code) needs about 4 MB and 50
 * times its size, and a kernel file, small with many headers, less than
 * its first arena.  Bounded, so that a file of megabytes still gets huge
 * pages.  A file large enough for the factor to count (over 64 KB) gets
 * one more arena of small pages while it has read under
 * SMALL_PAGE_HEADERS of headers: csmith's programs of 80 to 420 KB (440
 * KB of headers) peaked up to 2 MB into a huge page, over upstream's
 * memory; the kernel's large files have read more than 1.4 MB of headers
 * by their third arena (only lib/zstd's two decompressors, of 6.12's
 * list, have not), so they keep their huge pages and their speed.
 */
#define INPUT_MEMORY_FACTOR 64
#define SMALL_PAGE_MAX ((size_t)32 << 20)
#define SMALL_PAGE_HEADERS ((size_t)1 << 20)
static size_t main_input_bytes;		/* blob_expect_input()'s file */
static size_t input_bytes;		/* every source read since */

void blob_expect_input(size_t size)
{
	size_t bytes = size > SMALL_PAGE_MAX / INPUT_MEMORY_FACTOR ?
		       SMALL_PAGE_MAX : size * INPUT_MEMORY_FACTOR;

	if (bytes > small_page_bytes)
		small_page_bytes = bytes;
	main_input_bytes = size;
	input_bytes = 0;
}

void blob_note_input(size_t size)
{
	input_bytes += size;
}

/* Whether the next arena keeps small pages. */
static bool small_pages_wanted(void)
{
	size_t budget = small_page_bytes;
	size_t headers = input_bytes - main_input_bytes;

	if (budget > ARENA_BYTES && budget < SMALL_PAGE_MAX &&
	    input_bytes >= main_input_bytes && headers <= SMALL_PAGE_HEADERS)
		budget += ARENA_BYTES;
	return arena_bytes < budget;
}

static void *standard_blob(void)
{
	void *blob;

	if (arena_next == arena_end) {
		size_t bytes = ARENA_BYTES;
		unsigned char *p = blob_alloc(bytes + ARENA_ALIGN), *start;
		size_t head;

		start = (unsigned char *)(((uintptr_t)p + ARENA_ALIGN - 1) &
					  ~(uintptr_t)(ARENA_ALIGN - 1));
		head = start - p;
		if (head)
			blob_free(p, head);
		if (ARENA_ALIGN - head)
			blob_free(start + bytes, ARENA_ALIGN - head);
		huge_arena = !small_pages_wanted();
#ifdef MADV_HUGEPAGE
		if (huge_arena)
			madvise(start, bytes, MADV_HUGEPAGE);
#endif
		arena_bytes += bytes;
		arena_next = start;
		arena_end = start + bytes;
	}
	blob = arena_next;
	arena_next += BLOB_SIZE;
	return blob;
}

static void drop_blob(struct allocation_blob *blob);

/* @size rounded up to whole standard blobs. */
static size_t whole_blobs(size_t size)
{
	return (size + BLOB_SIZE - 1) & ~(size_t)(BLOB_SIZE - 1);
}

/* @bytes of arena at @p, whole blobs, cut into blobs for the blob cache. */
static void give_blobs(unsigned char *p, size_t bytes)
{
	for (size_t done = 0; done < bytes; done += BLOB_SIZE) {
		struct allocation_blob *blob = (void *)(p + done);

		blob->size = BLOB_SIZE - sizeof(*blob);
		drop_blob(blob);
	}
}

/*
 * Whole blobs of one arena, contiguous: a table that grows by doubling
 * leaves behind the blobs of the smaller one, which serve the allocators.
 * Only once the arenas take huge pages: before, a table is mapped on its
 * own, and goes back to the kernel when done with, as the small-page
 * budget wants (cut from the first arena, the tables of a Lua file that
 * needs most of it pushed its objects into a huge page: 1.7 MB more).
 * The tables cut are remembered, for table_free(); there are one or two
 * at a time.
 */
#define CUT_TABLES 8
static void *cut_tables[CUT_TABLES];

void *table_alloc(size_t size)
{
	size_t bytes = whole_blobs(size);
	unsigned char *table;
	int slot;

	for (slot = 0; slot < CUT_TABLES && cut_tables[slot]; slot++)
		;
	if (bytes > ARENA_BYTES || slot == CUT_TABLES || !huge_arena)
		return blob_alloc(size);
	if ((size_t)(arena_end - arena_next) < bytes) {
		give_blobs(arena_next, arena_end - arena_next);
		arena_next = arena_end;
	}
	table = standard_blob();	/* a new arena if none is left */
	arena_next += bytes - BLOB_SIZE;
	cut_tables[slot] = table;
	return table;
}

void table_free(void *addr, size_t size)
{
	int slot;

	for (slot = 0; slot < CUT_TABLES && cut_tables[slot] != addr; slot++)
		;
	if (slot == CUT_TABLES) {
		blob_free(addr, size);
		return;
	}
	cut_tables[slot] = NULL;
	give_blobs(addr, whole_blobs(size));
}
#else
static void *standard_blob(void)
{
	return blob_alloc(BLOB_SIZE);
}

void *table_alloc(size_t size)
{
	return blob_alloc(size);
}

void table_free(void *addr, size_t size)
{
	blob_free(addr, size);
}

void blob_expect_input(size_t size)
{
	(void)size;
}

void blob_note_input(size_t size)
{
	(void)size;
}
#endif

/* A new blob with room for at least one object of @need bytes. */
static struct allocation_blob *new_blob(struct allocator *desc, size_t need)
{
	size_t bytes = sizeof(struct allocation_blob) + need + desc->alignment;
	struct allocation_blob *blob;

#ifndef SPARSE_MALLOC_ALLOCATOR
	if (bytes < BLOB_SIZE)
		bytes = BLOB_SIZE;
#endif
	if (bytes == BLOB_SIZE && blob_cache) {
		blob = blob_cache;
		blob_cache = blob->next;
		blob_cache_count--;
	} else if (bytes == BLOB_SIZE) {
		blob = standard_blob();
	} else {
		blob = blob_alloc(bytes);
	}
	blob->size = bytes - sizeof(*blob);
	blob->offset = 0;
	blob->last = NULL;
	blob->tracked = false;
	blob->next = desc->blobs;
	desc->blobs = blob;
	desc->total_bytes += bytes;
	if (desc->total_bytes > desc->peak_bytes)
		desc->peak_bytes = desc->total_bytes;
	return blob;
}

/* Offset in @blob where an object aligned for @desc may start. */
static size_t aligned_offset(const struct allocator *desc,
			     const struct allocation_blob *blob)
{
	uintptr_t addr = (uintptr_t)(blob->data + blob->offset);
	uintptr_t mask = desc->alignment - 1;

	return blob->offset + (((addr + mask) & ~mask) - addr);
}

void *allocate(struct allocator *desc, size_t extra)
{
	size_t size = desc->size + extra;
	struct allocation_blob *blob = desc->blobs;
	size_t offset;
	void *entry;

	if (!desc->alignment)
		desc->alignment = sizeof(void *);
	desc->allocations++;
	desc->useful_bytes += size;
	if (!extra && desc->freelist) {
		entry = desc->freelist;
		desc->freelist = *(void **)entry;
		return memset(entry, 0, size);
	}
	if (blob) {
		offset = aligned_offset(desc, blob);
		if (offset + size <= blob->size)
			goto found;
	}
	blob = new_blob(desc, size);
	offset = aligned_offset(desc, blob);
found:
	blob->offset = offset + size;
	return memset(blob->data + offset, 0, size);
}

void free_one_entry(struct allocator *desc, void *entry)
{
	if (desc->allocations) {
		desc->allocations--;
		desc->useful_bytes -= desc->size;
	} else {			/* a protected object */
		desc->kept_allocations--;
		desc->kept_useful_bytes -= desc->size;
	}
#ifdef SPARSE_MALLOC_ALLOCATOR
	/*
	 * Poisoned, so that a stale read shows; still reused, since the
	 * preprocessor frees a token for about every one it makes and an
	 * exponential macro would otherwise hold them all.
	 */
	memset(entry, 0xdb, desc->size);
#endif
	*(void **)entry = desc->freelist;
	desc->freelist = entry;
}

/* A blob the allocator is done with: kept for the next, or unmapped. */
static void drop_blob(struct allocation_blob *blob)
{
	if (blob_bytes(blob) == BLOB_SIZE &&
	    blob_cache_count < BLOB_CACHE_MAX) {
		blob->next = blob_cache;
		blob_cache = blob;
		blob_cache_count++;
	} else {
		unpoison(blob, blob_bytes(blob));
		blob_free(blob, blob_bytes(blob));
	}
}

void clear_allocator(struct allocator *desc)
{
	struct allocation_blob *blob = desc->blobs;

	while (blob) {
		struct allocation_blob *next = blob->next;

		drop_blob(blob);
		blob = next;
	}
	desc->blobs = NULL;
	desc->freelist = NULL;
	desc->allocations = 0;
	desc->useful_bytes = 0;
	desc->total_bytes = 0;
}

/*
 * Move every blob to the kept list.  Objects on the free list came from
 * kept blobs now, so they stay usable; the next allocation starts a blob.
 */
void protect_allocator(struct allocator *desc)
{
	struct allocation_blob *blob = desc->blobs;

	while (blob) {
		struct allocation_blob *next = blob->next;

		blob->next = desc->kept;
		desc->kept = blob;
		blob = next;
	}
	desc->blobs = NULL;
	desc->kept_allocations += desc->allocations;
	desc->kept_useful_bytes += desc->useful_bytes;
	desc->kept_total_bytes += desc->total_bytes;
	desc->allocations = 0;
	desc->useful_bytes = 0;
	desc->total_bytes = 0;
}

/* One row of -fmem-report, in sparse's layout. */
static void show_row(const char *name, unsigned long allocations,
		     unsigned long useful, unsigned long total)
{
	double usage = total ? useful * 100.0 / total : 0;
	double average = allocations ? (double)useful / allocations : 0;

	fprintf(stderr, "%16s: %8lu, %10lu, %10lu, %6.2f%%, %8.2f\n", name,
		allocations, useful, total, usage, average);
}

/* What the pool holds now: the protected objects and the others. */
void show_allocations(const struct allocator *desc)
{
	show_row(desc->name, desc->allocations + desc->kept_allocations,
		 desc->useful_bytes + desc->kept_useful_bytes,
		 desc->total_bytes + desc->kept_total_bytes);
}

/* The whole -fmem-report table: a header, a row each, the total. */
void show_allocation_table(struct allocator *const *descs, size_t n)
{
	unsigned long allocations = 0, useful = 0, total = 0;
	size_t i;

	fprintf(stderr, "%16s: %8s, %10s, %10s, %7s, %8s\n", "allocator",
		"allocs", "bytes", "total", "%usage", "average");
	for (i = 0; i < n; i++) {
		const struct allocator *desc = descs[i];

		show_allocations(desc);
		allocations += desc->allocations + desc->kept_allocations;
		useful += desc->useful_bytes + desc->kept_useful_bytes;
		total += desc->total_bytes + desc->kept_total_bytes;
	}
	show_row("total", allocations, useful, total);
}

// Early release

#ifndef SPARSE_MALLOC_ALLOCATOR
/* A new blob has no last object: record_object() may have run on it. */
void track_recorded_blobs(struct blob_tracker *tracker,
			  struct allocator *desc)
{
	struct allocation_blob *blob;

	memset(tracker, 0, sizeof(*tracker));
	tracker->desc = desc;
	desc->freelist = NULL;
	for (blob = desc->blobs; blob; blob = blob->next)
		blob->tracked = blob_bytes(blob) == BLOB_SIZE &&
				blob != desc->blobs;
}

void track_blobs(struct blob_tracker *tracker, struct allocator *desc)
{
	struct allocation_blob *blob;

	for (blob = desc->blobs; blob; blob = blob->next)
		blob->last = NULL;
	track_recorded_blobs(tracker, desc);
}

static int by_order(const void *a, const void *b)
{
	const struct allocation_blob *x = *(const struct allocation_blob **)a;
	const struct allocation_blob *y = *(const struct allocation_blob **)b;

	return x->order < y->order ? -1 : x->order > y->order;
}

/* Take @blob off the allocator's list and give it back. */
static void release_blob(struct allocator *desc,
			 struct allocation_blob *blob)
{
	struct allocation_blob **link = &desc->blobs;

	while (*link && *link != blob)
		link = &(*link)->next;
	if (!*link)
		return;
	*link = blob->next;
	desc->total_bytes -= blob_bytes(blob);
	drop_blob(blob);
}

void release_idle_blobs(struct blob_tracker *tracker)
{
	struct allocator *desc = tracker->desc;
	struct allocation_blob *blob, *next;
	size_t n = 0;

	for (blob = desc->blobs; blob; blob = blob->next)
		n += blob->tracked && blob->last;
	tracker->queue = malloc((n ? n : 1) * sizeof(*tracker->queue));
	if (!tracker->queue)
		die("out of memory");
	for (blob = desc->blobs; blob; blob = next) {
		next = blob->next;
		if (!blob->tracked)
			continue;
		if (blob->last)
			tracker->queue[tracker->queued++] = blob;
		else
			release_blob(desc, blob);
	}
	qsort(tracker->queue, tracker->queued, sizeof(*tracker->queue),
	      by_order);
}

void release_blobs(struct blob_tracker *tracker, size_t n)
{
	while (n-- && tracker->next < tracker->queued)
		release_blob(tracker->desc, tracker->queue[tracker->next++]);
}

void end_tracking(struct blob_tracker *tracker)
{
	struct allocation_blob *blob;

	if (tracker->desc) {
		for (blob = tracker->desc->blobs; blob; blob = blob->next)
			blob->tracked = false;
	}
	free(tracker->queue);
	memset(tracker, 0, sizeof(*tracker));
}
#else
/* Each object is its own malloc(): none goes early. */
void track_blobs(struct blob_tracker *tracker, struct allocator *desc)
{
	memset(tracker, 0, sizeof(*tracker));
	tracker->desc = desc;
	desc->freelist = NULL;
}

void track_recorded_blobs(struct blob_tracker *tracker,
			  struct allocator *desc)
{
	track_blobs(tracker, desc);
}

void release_idle_blobs(struct blob_tracker *tracker)
{
	(void)tracker;
}

void release_blobs(struct blob_tracker *tracker, size_t n)
{
	(void)tracker;
	(void)n;
}

void end_tracking(struct blob_tracker *tracker)
{
	memset(tracker, 0, sizeof(*tracker));
}
#endif

void poison_object(struct allocator *desc, void *entry)
{
	poison(entry, desc->size);
}
