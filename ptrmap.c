// SPDX-License-Identifier: MIT
/*
 * ptrmap.c — the map of ptrmap.h: pointers to numbers, open addressing
 * with Fibonacci hashing.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "ptrmap.h"

/* Fibonacci hashing: the product's top bits index the table. */
static size_t ptr_hash(const void *key, size_t room)
{
	uint64_t h = (uint64_t)(uintptr_t)key * 0x9e3779b97f4a7c15ULL;
	int bits = __builtin_ctzll(room);

	return (size_t)(h >> (64 - bits));
}

static void grow(struct ptr_map *map)
{
	struct ptr_map old = *map;
	size_t i;

	map->room = old.room ? old.room * 2 : 64;
	map->nr = 0;
	map->keys = xmalloc(map->room * sizeof(*map->keys));
	map->values = xmalloc(map->room * sizeof(*map->values));
	memset(map->keys, 0, map->room * sizeof(*map->keys));
	for (i = 0; i < old.room; i++) {
		if (old.keys[i])
			ptr_map_put(map, old.keys[i], old.values[i]);
	}
	free(old.keys);
	free(old.values);
}

void ptr_map_put(struct ptr_map *map, const void *key, long value)
{
	size_t i;

	if (2 * (map->nr + 1) > map->room)
		grow(map);
	for (i = ptr_hash(key, map->room); map->keys[i];
	     i = (i + 1) & (map->room - 1)) {
		if (map->keys[i] == key) {
			map->values[i] = value;
			return;
		}
	}
	map->keys[i] = key;
	map->values[i] = value;
	map->nr++;
}

long ptr_map_get(const struct ptr_map *map, const void *key)
{
	size_t i;

	if (!map->room)
		return -1;
	for (i = ptr_hash(key, map->room); map->keys[i];
	     i = (i + 1) & (map->room - 1)) {
		if (map->keys[i] == key)
			return map->values[i];
	}
	return -1;
}

void ptr_map_free(struct ptr_map *map)
{
	free(map->keys);
	free(map->values);
	memset(map, 0, sizeof(*map));
}
