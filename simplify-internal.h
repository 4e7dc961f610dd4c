/* SPDX-License-Identifier: MIT */
/*
 * simplify-internal.h — what simplify.c and its rule files
 * (simplify-arith.c, simplify-bits.c, simplify-compare.c) share.  Not
 * installed: the rules' own helpers, not part of the library's API.
 */
#ifndef SIMPLIFY_INTERNAL_H
#define SIMPLIFY_INTERNAL_H

#include "linearize.h"

/* The instruction defining @pseudo, when it is a live result. */
static inline struct instruction *live_def(pseudo_t pseudo)
{
	if (!pseudo || pseudo->type != PSEUDO_REG || !pseudo->def ||
	    !pseudo->def->bb)
		return NULL;
	return pseudo->def;
}

/* @pseudo is the constant @value. */
static inline bool is_value(pseudo_t pseudo, long long value)
{
	return pseudo->type == PSEUDO_VAL && pseudo->value == value;
}

#endif
