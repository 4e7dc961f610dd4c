/* SPDX-License-Identifier: MIT */
/*
 * simplify-internal.h — what simplify.c and its rule files
 * (simplify-arith.c, simplify-bits.c, simplify-compare.c) share.  Not
 * installed: the rules' own helpers, not part of the library's API
 * (unssa.c uses them too).
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

/* Whether live instructions read @pseudo exactly once. */
static inline bool has_one_user(pseudo_t pseudo)
{
	struct pseudo_user *user;
	int nr = 0;

	FOR_EACH_PTR(pseudo->users, user) {
		if (user->insn->bb && *user->userp == pseudo && ++nr > 1)
			return false;
	} END_FOR_EACH_PTR(user);
	return nr == 1;
}

#endif
