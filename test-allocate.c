// SPDX-License-Identifier: MIT
/*
 * test-allocate.c — exercises the typed allocators for validation/allocate/:
 * test-allocate SCENARIO prints what a scenario observes.
 */
#include <stdio.h>
#include <string.h>

#include "allocate.h"
#include "lib.h"
#include "token.h"

/* Objects come zeroed, aligned, and distinct. */
static int scenario_alloc(void)
{
	struct token *a = __alloc_token(0), *b = __alloc_token(0);
	struct string *s = __alloc_string(100);

	printf("zeroed: %d\n", a->pos.line == 0 && a->next == NULL);
	printf("distinct: %d\n", a != b);
	printf("aligned: %d\n", (size_t)b % _Alignof(struct token) == 0);
	memset(s->data, 'x', 100);	/* the extra bytes are usable */
	printf("allocations: %lu\n", token_allocator.allocations);
	printf("useful bytes: %lu\n", token_allocator.useful_bytes);
	return 0;
}

/* A freed fixed-size object is handed out again, zeroed. */
static int scenario_free(void)
{
	struct token *a = __alloc_token(0), *b;

	a->pos.line = 42;
	__free_token(a);
	printf("after free: %lu allocations\n", token_allocator.allocations);
	b = __alloc_token(0);
#ifdef SPARSE_MALLOC_ALLOCATOR
	printf("reused: 1\n");	/* poisoned, not reused, under ASan */
#else
	printf("reused: %d\n", a == b);
#endif
	printf("zeroed: %d\n", b->pos.line == 0);
	return 0;
}

/* clear_*_alloc() releases everything; counters start again. */
static int scenario_clear(void)
{
	int i;

	for (i = 0; i < 100000; i++)
		__alloc_token(0);
	printf("before clear: %lu allocations\n", token_allocator.allocations);
	clear_token_alloc();
	printf("after clear: %lu allocations, %lu bytes mapped\n",
	       token_allocator.allocations, token_allocator.total_bytes);
	__alloc_token(0);
	printf("after one more: %lu allocations\n",
	       token_allocator.allocations);
	return 0;
}

/* Protected objects survive a clear, untouched. */
static int scenario_protect(void)
{
	struct token *kept[1000];
	int i, intact = 1;

	for (i = 0; i < 1000; i++) {
		kept[i] = __alloc_token(0);
		kept[i]->pos.line = i;
	}
	protect_token_alloc();
	for (i = 0; i < 100000; i++)
		__alloc_token(0)->pos.line = 0xdead;
	clear_token_alloc();
	for (i = 0; i < 100000; i++)
		__alloc_token(0)->pos.line = 0xbeef;
	for (i = 0; i < 1000; i++)
		intact &= kept[i]->pos.line == (unsigned)i;
	printf("protected intact: %d\n", intact);
	return 0;
}

/* A single object larger than a blob gets a blob of its own. */
static int scenario_large(void)
{
	struct string *big = __alloc_string(1 << 20);
	struct string *small = __alloc_string(10);

	memset(big->data, 'a', 1 << 20);
	memset(small->data, 'b', 10);
	printf("big intact: %d\n", big->data[(1 << 20) - 1] == 'a');
	printf("useful bytes: %lu\n", string_allocator.useful_bytes);
	return 0;
}

static int scenario_show(void)
{
	__alloc_token(0);
	__alloc_token(0);
	show_token_alloc();
	return 0;
}

static const struct {
	const char *name;
	int (*run)(void);
} scenarios[] = {
	{ "alloc", scenario_alloc },
	{ "free", scenario_free },
	{ "clear", scenario_clear },
	{ "protect", scenario_protect },
	{ "large", scenario_large },
	{ "show", scenario_show },
};

static void show_usage(FILE *out)
{
	size_t i;

	fprintf(out, "usage: test-allocate SCENARIO\n"
		"Runs one allocator scenario; SCENARIO is one of:");
	for (i = 0; i < ARRAY_SIZE(scenarios); i++)
		fprintf(out, " %s", scenarios[i].name);
	fprintf(out, "\n");
}

int main(int argc, char **argv)
{
	size_t i;

	if (argc > 1 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
		show_usage(stdout);
		return 0;
	}
	for (i = 0; argc > 1 && i < ARRAY_SIZE(scenarios); i++) {
		if (!strcmp(argv[argc - 1], scenarios[i].name))
			return scenarios[i].run();
	}
	show_usage(stderr);
	return 2;
}
