// SPDX-License-Identifier: MIT
/*
 * allocate.c — the blob allocator behind every typed allocator.
 *
 * Takes requests of (allocator, extra bytes), gives out zeroed, aligned
 * memory cut from large mmap()ed blobs.  Touches only the struct allocator
 * it is handed.  Compiled with SPARSE_MALLOC_ALLOCATOR, every object is its
 * own malloc()ed blob so that AddressSanitizer can see past its end.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "allocate.h"
#include "lib.h"

#define BLOB_SIZE (128 * 1024)

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

static size_t blob_bytes(const struct allocation_blob *blob)
{
	return sizeof(*blob) + blob->size;
}

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
	} else {
		blob = blob_alloc(bytes);
	}
	blob->size = bytes - sizeof(*blob);
	blob->offset = 0;
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

void clear_allocator(struct allocator *desc)
{
	struct allocation_blob *blob = desc->blobs;

	while (blob) {
		struct allocation_blob *next = blob->next;

		if (blob_bytes(blob) == BLOB_SIZE &&
		    blob_cache_count < BLOB_CACHE_MAX) {
			blob->next = blob_cache;
			blob_cache = blob;
			blob_cache_count++;
		} else {
			blob_free(blob, blob_bytes(blob));
		}
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
