// SPDX-License-Identifier: MIT
/*
 * evaluate-call.c — function calls (6.5.2.2): parameters adjusted to
 * pointers, arguments checked against the prototype as assignments
 * ("incorrect type in argument N") or promoted without one, argument
 * counts, transparent unions, __builtin_va_arg, and the hooks of
 * built-in functions (symbol->op, builtin.c).
 *
 * Takes an EXPR_CALL being evaluated; gives the type it returns.
 * State: none.
 */
#include <stdio.h>
#include <string.h>

#include "evaluate.h"

// Calls (6.5.2.2)

/* Parameters of array or function type are pointers (6.7.6.3p7). */
static void adjust_parameter(struct symbol *s, struct symbol *arg)
{
	struct symbol *ptr = alloc_symbol(s->pos, SYM_PTR);

	if (arg->type == SYM_ARRAY)
		ptr->ctype = arg->ctype;
	else
		ptr->ctype.base_type = arg;
	if (s->ctype.as)
		ptr->ctype.as = s->ctype.as;
	ptr->ctype.modifiers |= s->ctype.modifiers & MOD_PTRINHERIT;
	ptr->ctype.alignment = 0;
	s->ctype.base_type = ptr;
	s->ctype.as = NULL;
	s->ctype.modifiers &= ~MOD_PTRINHERIT;
	s->bit_size = 0;
	s->examined = 0;
	examine_type(s);
}

/* A parameter's type, evaluated; an array or a function: a pointer. */
static void examine_parameter(struct symbol *s)
{
	struct symbol *arg = evaluate_symbol(s);

	if (arg && (arg->type == SYM_ARRAY || arg->type == SYM_FN))
		adjust_parameter(s, arg);
}

void examine_fn_arguments(struct symbol *fn)
{
	struct symbol *s;

	FOR_EACH_PTR(fn->arguments, s) {
		examine_parameter(s);
	} END_FOR_EACH_PTR(s);
}

/*
 * A prototype's parameters, as sparse evaluates them: an array sized by
 * an expression waits for a call or a redeclaration (int a[n] with no n
 * known is quiet until then).
 */
void examine_prototype_arguments(struct symbol *fn)
{
	struct symbol *s;

	FOR_EACH_PTR(fn->arguments, s) {
		struct symbol *arg = s->ctype.base_type;

		if (!arg || arg->type != SYM_ARRAY || !arg->array_size)
			examine_parameter(s);
	} END_FOR_EACH_PTR(s);
}

/* An argument without a prototype: the default promotions (6.5.2.2p6). */
static struct expression *promote_argument(struct expression *expr)
{
	struct symbol *type;
	int class = classify_type(expr->ctype, &type);

	if (is_int_class(class) && type)
		return cast_to(expr, integer_promotion(type));
	if ((class & TYPE_FLOAT) && type && type->rank < 0)
		return cast_to(expr, &double_ctype);
	if (class & TYPE_PTR) {
		if (expr->ctype == &null_ctype)
			return cast_to(expr, &ptr_ctype);
		degenerate(expr);
	}
	return expr;
}

/* A union with attribute transparent_union takes any of its members. */
static bool compatible_transparent_union(struct symbol *target,
					 struct expression **rp)
{
	struct symbol *t = base_of(target), *member;

	if (!t || t->type != SYM_UNION || !t->transparent_union)
		return false;
	FOR_EACH_PTR(t->symbol_list, member) {
		const char *typediff;

		if (check_assignment_types(member, rp, &typediff)) {
			(*rp)->ctype = member;
			return true;
		}
	} END_FOR_EACH_PTR(member);
	return false;
}

int evaluate_arguments(struct symbol_list *argtypes,
		       struct expression_list *args)
{
	struct expression *expr;
	struct symbol *argtype;
	int i = 1, ok = 1;

	PREPARE_PTR_LIST(argtypes, argtype);
	FOR_EACH_PTR(args, expr) {
		struct expression **p = THIS_ADDRESS(expr);
		char where[30];

		if (!ok) {
			/* sparse stops at the first bad argument */
		} else if (!evaluate_expression(expr)) {
			ok = 0;
		} else if (!argtype) {
			*p = promote_argument(expr);
		} else if (!argtype->forced_arg) {
			examine_type(argtype);
			snprintf(where, sizeof(where), "argument %d", i);
			if (!compatible_transparent_union(argtype, p))
				compatible_assignment_types(expr, argtype, p,
							    where);
		} else {
			/* a __force parameter takes the argument as cast */
			examine_type(argtype);
			*p = cast_to(expr, argtype);
		}
		i++;
		NEXT_PTR_LIST(argtype);
	} END_FOR_EACH_PTR(expr);
	FINISH_PTR_LIST(argtype);
	return ok;
}

/* __builtin_va_arg(ap, type): made by the parser as a call. */
static bool is_va_arg_call(struct expression *expr)
{
	struct expression *fn = expr->fn;

	return fn->type == EXPR_SYMBOL && !fn->symbol && fn->symbol_name &&
	       !strcmp(show_ident(fn->symbol_name), "__builtin_va_arg");
}

static struct symbol *evaluate_va_arg(struct expression *expr)
{
	struct expression *ap = first_ptr_list(expr->args);
	struct expression *type = last_ptr_list(expr->args);

	evaluate_expression(ap);
	if (!type || type->type != EXPR_TYPE || !type->symbol)
		return NULL;
	expr->ctype = examine_type(type->symbol);
	expr->flags = CEF_NONE;
	return expr->ctype;
}

static void evaluate_args_anyway(struct expression_list *args)
{
	struct expression *arg;

	FOR_EACH_PTR(args, arg) {
		evaluate_expression(arg);
	} END_FOR_EACH_PTR(arg);
}

struct symbol *evaluate_call(struct expression *expr)
{
	struct expression *fn = expr->fn;
	struct symbol *ctype, *sym;
	int args, fnargs;

	if (is_va_arg_call(expr))
		return evaluate_va_arg(expr);
	if (!evaluate_expression(fn))
		return NULL;
	sym = ctype = fn->ctype;
	ctype = base_of(ctype);
	if (ctype && ctype->type == SYM_PTR)
		ctype = base_of(ctype->ctype.base_type);
	if (!ctype || ctype->type != SYM_FN) {
		if (fn->ctype != &bad_ctype)
			expr_error(expr, "not a function %s",
				   show_ident(sym->ident));
		evaluate_args_anyway(expr->args);
		return NULL;
	}
	examine_fn_arguments(ctype);
	expr->flags = CEF_NONE;
	if (sym->type == SYM_NODE && fn->type == EXPR_PREOP && sym->op &&
	    sym->op->args) {
		if (!sym->op->args(expr))
			return NULL;
	} else {
		if (!evaluate_arguments(ctype->arguments, expr->args))
			return NULL;
		args = ptr_list_size(expr->args);
		fnargs = ptr_list_size(ctype->arguments);
		if (args < fnargs) {
			expr_error(expr, "not enough arguments for function %s",
				   show_ident(sym->ident));
			return NULL;
		}
		if (args > fnargs && !ctype->variadic)
			expr_error(expr, "too many arguments for function %s",
				   show_ident(sym->ident));
	}
	expr->ctype = ctype->ctype.base_type;
	if (sym->type == SYM_NODE && sym->op && sym->op->evaluate &&
	    !sym->op->evaluate(expr))
		return NULL;
	return expr->ctype;
}
