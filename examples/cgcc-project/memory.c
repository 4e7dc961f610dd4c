// SPDX-License-Identifier: MIT
/* memory.c — every allocation of a run, freed at once at the end. */
#include <stdlib.h>
#include "calc.h"

struct block {
	struct block *next;
	long data[];
};

static struct block *blocks;

void *xmalloc(size_t size)
{
	struct block *b = malloc(sizeof(*b) + size);

	if (!b)
		fail("out of memory", "");
	b->next = blocks;
	blocks = b;
	return b->data;
}

void free_all(void)
{
	struct block *next;

	for (; blocks; blocks = next) {
		next = blocks->next;
		free(blocks);
	}
}
