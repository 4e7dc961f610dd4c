// SPDX-License-Identifier: MIT
/*
 * evaluate-cast.c — casts (6.5.4) and compound literals (6.5.2.5):
 * the type and constant flags of (type)x, and sparse's checks on it
 * (address spaces, bitwise types, non-scalars, union casts); (void *)0
 * becomes the null pointer.
 *
 * Takes an EXPR_CAST, EXPR_FORCE_CAST or EXPR_IMPLIED_CAST being
 * evaluated; gives its type.  State: none.
 */
#include "evaluate.h"

// Casts (6.5.4)

unsigned int cast_flags(struct expression *expr,
			struct expression *old)
{
	struct symbol *t;
	int class = classify_type(expr->ctype, &t);
	unsigned int flags = CEF_NONE;

	if (class & TYPE_NUM) {
		flags = old->flags & ~CEF_CONST_MASK & ~CEF_ADDR;
		if (old->flags & CEF_ADDR)
			flags = CEF_ACE;
		if (class & TYPE_FLOAT)
			flags &= ~CEF_ICE;
		else if (old->flags & CEF_FLOAT)
			flags = CEF_SET_ICE;
	} else if (class & TYPE_PTR) {
		if (old->flags & (CEF_ICE | CEF_ADDR))
			flags = CEF_ADDR;
	}
	return flags;
}

/* (type){ ... }: an anonymous object initialized in place (6.5.2.5). */
static struct symbol *evaluate_compound_literal(struct expression *expr,
						struct expression *source)
{
	struct symbol *sym = expr->cast_type;

	sym->initializer = source;
	evaluate_symbol(sym);
	return symbol_lvalue(expr, sym, NULL,
			     sym->ctype.modifiers & MOD_STATIC);
}

/* A marker address space: integers wide enough to hold a pointer. */
static struct ident bad_address_space;

static bool valid_as(struct ident *as)
{
	return as && as != &bad_address_space;
}

static struct ident *cast_address_space(struct symbol *type, int class,
					bool target)
{
	if (type == &ulong_ctype ||
	    type == int_type_ctype(int_type_unsigned(intptr_type))) {
		if (!target || !Wcast_from_as)
			return &bad_address_space;
		return NULL;
	}
	if (class == TYPE_PTR) {
		examine_pointer_target(type);
		return type->ctype.as;
	}
	return NULL;
}

static void check_cast_address_spaces(struct expression *expr,
				      struct expression *source,
				      struct symbol *ttype, int tclass,
				      struct symbol *stype, int sclass)
{
	struct ident *tas = cast_address_space(ttype, tclass, true);
	struct ident *sas = cast_address_space(stype, sclass, false);

	if (!tas && valid_as(sas) && Waddress_space)
		warning(expr->pos, "cast removes address space '%s' of expression",
			show_as(sas));
	if (valid_as(tas) && valid_as(sas) && tas != sas && Waddress_space)
		warning(expr->pos, "cast between address spaces (%s -> %s)",
			show_as(sas), show_as(tas));
	if (valid_as(tas) && !sas && !is_null_pointer_constant(source) &&
	    Wcast_to_as)
		warning(expr->pos, "cast adds address space '%s' to expression",
			show_as(tas));
}

static void check_cast_restricted(struct expression *expr,
				  struct expression *source,
				  struct symbol *ctype, struct symbol *ttype,
				  int tclass, struct symbol *stype, int sclass)
{
	if (ttype == stype || !Wbitwise)
		return;
	if ((tclass & TYPE_RESTRICT) && restricted_value(source, ttype))
		warning(expr->pos, "cast to %s", show_typename(ttype));
	if (!(sclass & TYPE_RESTRICT))
		return;
	if (ttype != &bool_ctype)
		warning(expr->pos, "cast from %s", show_typename(stype));
	else if (sclass & TYPE_FOULED)
		warning(expr->pos, "%s degrades to integer",
			show_typename(stype));
}

/* -Wbitwise-pointer: pointers to restricted types converted */
static void check_cast_bitwise_pointer(struct expression *expr,
				       struct expression *source,
				       struct symbol *ctype,
				       struct symbol *ttype,
				       struct symbol *stype)
{
	int tclass = TYPE_PTR, sclass = TYPE_PTR;

	while (Wbitwise_pointer && tclass == TYPE_PTR && sclass == TYPE_PTR) {
		tclass = classify_type(ttype->ctype.base_type, &ttype);
		sclass = classify_type(stype->ctype.base_type, &stype);
		if (ttype == stype || !ttype || !stype)
			break;
		if (ttype == &void_ctype || stype == &void_ctype)
			break;
		if (tclass & TYPE_RESTRICT) {
			warning(expr->pos, "cast to %s", show_typename(ctype));
			break;
		}
		if (sclass & TYPE_RESTRICT) {
			warning(expr->pos, "cast from %s",
				show_typename(source->ctype));
			break;
		}
	}
}

/* (union u)x, a GNU extension: x has the type of one of its members. */
static bool union_has_member_type(struct symbol *uni, struct symbol *type)
{
	struct symbol *member;

	FOR_EACH_PTR(uni->symbol_list, member) {
		struct symbol *mtype;

		classify_type(member, &mtype);
		if (mtype == type)
			return true;
	} END_FOR_EACH_PTR(member);
	return false;
}

struct symbol *evaluate_cast(struct expression *expr)
{
	struct expression *source = expr->cast_expression;
	struct symbol *ctype, *ttype, *stype;
	int tclass, sclass;

	if (!source)
		return NULL;
	if (source->type == EXPR_INITIALIZER)
		return evaluate_compound_literal(expr, source);
	ctype = examine_type(expr->cast_type);
	expr->ctype = ctype;
	expr->cast_type = ctype;
	if (!evaluate_expression(source)) {
		/*
		 * No type, not even a bad one: an operand of it failed.  As
		 * in sparse, the cast says so and is of the bad type: what
		 * encloses it fails in turn or says nothing more, but who
		 * asks evaluate_expression() gets the type cast to (a
		 * constant expression is merely not constant).  A cast of
		 * a failed operand that had its say keeps its type, as does
		 * a cast to void, which takes any value, even none.
		 */
		classify_type(ctype, &ttype);
		if (source->ctype || ttype == &void_ctype)
			return ctype;
		expr_error(expr, "cast from unknown type");
		return ctype;
	}
	degenerate(source);
	tclass = classify_type(ctype, &ttype);
	expr->flags = cast_flags(expr, source);
	if (ttype == &void_ctype || !ttype)
		return ctype;
	stype = source->ctype;
	if (!stype) {
		expr_error(expr, "cast from unknown type");
		return ctype;
	}
	sclass = classify_type(stype, &stype);
	if (expr->type == EXPR_FORCE_CAST)
		return ctype;
	if (ttype->type == SYM_UNION && union_has_member_type(ttype, stype)) {
		if (Wunion_cast)
			warning(expr->pos, "cast to union type");
	} else if (tclass & (TYPE_COMPOUND | TYPE_FN)) {
		warning(expr->pos, "cast to non-scalar");
	}
	if (sclass & TYPE_COMPOUND)
		warning(expr->pos, "cast from non-scalar");
	if (sclass & TYPE_FOULED)
		stype = unfoul(stype);
	check_cast_restricted(expr, source, ctype, ttype, tclass, stype,
			      sclass);
	check_cast_address_spaces(expr, source, ttype, tclass, stype, sclass);
	if (tclass == TYPE_PTR && !ttype->ctype.as &&
	    !(ttype->ctype.modifiers & MOD_PTRINHERIT) &&
	    (source->flags & CEF_ICE) &&
	    ttype->ctype.base_type == &void_ctype && is_zero_constant(source)) {
		expr->type = EXPR_VALUE;
		expr->ctype = &null_ctype;
		expr->value = 0;
		expr->flags = CEF_ADDR;
		return &null_ctype;
	}
	if (ttype == &bool_ctype)
		cast_to_bool(expr);
	if (tclass == TYPE_PTR && sclass == TYPE_PTR)
		check_cast_bitwise_pointer(expr, source, ctype, ttype, stype);
	return ctype;
}
