/* SPDX-License-Identifier: MIT */
/*
 * ptrmap.h — a map from pointers to numbers, for the passes that must
 * note objects of the IR without a field of their own for it (the IR
 * verifier's blocks and instructions, the pseudos whose dead uses wait
 * for flush_kill_uses()).
 *
 * Open addressing on a power-of-two table grown at half full; a NULL key
 * is a free slot.  Zero-initialized is empty.  Internal to the library:
 * not installed.
 */
#ifndef PTRMAP_H
#define PTRMAP_H

#include <stddef.h>

struct ptr_map {
	const void **keys;	/* NULL: a free slot */
	long *values;
	size_t room, nr;	/* room: 0 or a power of two */
};

/* @key's number is @value now (added, or replaced). */
void ptr_map_put(struct ptr_map *map, const void *key, long value);
/* The number of @key, or -1 when it has none. */
long ptr_map_get(const struct ptr_map *map, const void *key);
/* Everything goes: the map is empty again. */
void ptr_map_free(struct ptr_map *map);

/* Each key, in the table's order (not the order they came in). */
#define FOR_EACH_PTR_MAP_KEY(map, i, key)				\
	for ((i) = 0; (i) < (map)->room; (i)++)				\
		if (((key) = (map)->keys[i]) != NULL)

#endif
