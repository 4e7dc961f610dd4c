/* SPDX-License-Identifier: MIT */
/*
 * bitmap.h — bit sets in arrays of unsigned long, as sparse's tools use
 * them: DECLARE_BITMAP(name, bits) makes one, test_bit(), set_bit(),
 * clear_bit(), test_and_set_bit() and test_and_clear_bit() read and
 * change bit @nr.  Header only; no state.
 */
#ifndef BITMAP_H
#define BITMAP_H

#include <limits.h>

#ifdef __cplusplus
extern "C" {
#endif

#define BITS_IN_LONG	(sizeof(unsigned long) * CHAR_BIT)
#define LONGS(bits)	(((bits) + BITS_IN_LONG - 1) / BITS_IN_LONG)

#define DECLARE_BITMAP(name, bits)	unsigned long name[LONGS(bits)]

static inline int test_bit(unsigned int nr, const unsigned long *addr)
{
	return (addr[nr / BITS_IN_LONG] >> (nr % BITS_IN_LONG)) & 1;
}

static inline void set_bit(unsigned int nr, unsigned long *addr)
{
	addr[nr / BITS_IN_LONG] |= 1UL << (nr % BITS_IN_LONG);
}

static inline void clear_bit(unsigned int nr, unsigned long *addr)
{
	addr[nr / BITS_IN_LONG] &= ~(1UL << (nr % BITS_IN_LONG));
}

/* The bit as it was, then set. */
static inline int test_and_set_bit(unsigned int nr, unsigned long *addr)
{
	int old = test_bit(nr, addr);

	set_bit(nr, addr);
	return old;
}

/* The bit as it was, then cleared. */
static inline int test_and_clear_bit(unsigned int nr, unsigned long *addr)
{
	int old = test_bit(nr, addr);

	clear_bit(nr, addr);
	return old;
}

#ifdef __cplusplus
}
#endif

#endif
