// SPDX-License-Identifier: MIT
/*
 * alloc-speed.c — the cost of one object from a typed allocator, against
 * malloc(), for the sizes the front end allocates most (tokens, pointer
 * list nodes).  Prints nanoseconds per object for allocate-then-clear.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "../allocate.h"
#include "../lib.h"
#include "../token.h"

#define ROUNDS 20
#define OBJECTS 500000

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static double typed_allocator(void)
{
	double start = now();
	int round, i;

	for (round = 0; round < ROUNDS; round++) {
		for (i = 0; i < OBJECTS; i++) {
			struct token *token = __alloc_token(0);

			token->pos.line = i;
		}
		clear_token_alloc();
	}
	return now() - start;
}

static double plain_malloc(void)
{
	static void *objects[OBJECTS];
	double start = now();
	int round, i;

	for (round = 0; round < ROUNDS; round++) {
		for (i = 0; i < OBJECTS; i++) {
			struct token *token = calloc(1, sizeof(*token));

			if (!token)
				die("out of memory");
			token->pos.line = i;
			objects[i] = token;
		}
		for (i = 0; i < OBJECTS; i++)
			free(objects[i]);
	}
	return now() - start;
}

int main(void)
{
	double n = (double)ROUNDS * OBJECTS;
	double typed = typed_allocator();
	double libc = plain_malloc();

	printf("object size: %zu bytes (struct token)\n", sizeof(struct token));
	printf("typed allocator: %6.2f ns/object (allocate + clear)\n",
	       typed * 1e9 / n);
	printf("calloc + free:   %6.2f ns/object\n", libc * 1e9 / n);
	printf("ratio: %.2fx\n", libc / typed);
	return 0;
}
