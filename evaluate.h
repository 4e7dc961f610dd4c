// SPDX-License-Identifier: MIT
/*
 * evaluate.h — what the files of the evaluation phase share (evaluate.c
 * and evaluate-*.c): the type classes the operators dispatch on, and the
 * helpers each file gives the others.  Internal: not installed, not for
 * tools (they use expression.h and symbol.h).
 */
#ifndef EVALUATE_H
#define EVALUATE_H

#include <stdbool.h>

#include "expression.h"
#include "lib.h"
#include "symbol.h"
#include "target.h"

/* What a type is, for the operators: a bit each (classify_type()). */
enum type_class {
	TYPE_NUM = 1 << 0,		/* integer or floating */
	TYPE_BITFIELD = 1 << 1,
	TYPE_RESTRICT = 1 << 2,		/* bitwise */
	TYPE_FLOAT = 1 << 3,
	TYPE_PTR = 1 << 4,		/* pointer, array or function */
	TYPE_COMPOUND = 1 << 5,		/* struct, union or array */
	TYPE_FOULED = 1 << 6,		/* bitwise promoted by arithmetic */
	TYPE_FN = 1 << 7,
};

/* What a binary operator does to restricted operands (restricted_binop). */
enum restricted_use {
	RESTR_WARN,		/* not for bitwise values */
	RESTR_UNFOUL,		/* keeps the type, unfouled */
	RESTR_KEEP,		/* keeps the type, fouled or not */
	RESTR_EQUAL,		/* fine unless both fouled */
};

// Small predicates on types

/* The type proper behind nodes. */
static inline struct symbol *base_of(struct symbol *type)
{
	while (type && type->type == SYM_NODE)
		type = type->ctype.base_type;
	return type;
}

static inline bool is_int_class(int class)
{
	return (class & (TYPE_NUM | TYPE_FLOAT)) == TYPE_NUM;
}

static inline bool is_function(struct symbol *type)
{
	type = base_of(type);
	return type && type->type == SYM_FN;
}

static inline bool is_bool_type(struct symbol *type)
{
	type = base_of(type);
	return type == &bool_ctype;
}

static inline bool is_restricted_type(struct symbol *type)
{
	type = base_of(type);
	return type && type->type == SYM_RESTRICT;
}

static inline bool is_fouled_type(struct symbol *type)
{
	type = base_of(type);
	return type && type->type == SYM_FOULED;
}

static inline bool is_bitfield_type(struct symbol *type)
{
	type = base_of(type);
	return type && type->type == SYM_BITFIELD;
}

static inline bool lvalue_expression(struct expression *expr)
{
	return expr->type == EXPR_PREOP && expr->op == '*';
}

// evaluate.c: the dispatcher

void expr_error(struct expression *expr, const char *fmt, ...)
	FORMAT_ATTR(2);
struct symbol *symbol_lvalue(struct expression *expr, struct symbol *sym,
			     struct ident *name, bool constant);

// evaluate-type.c: examining and classifying types, conversions (6.3.1)

void init_ranks(void);
struct symbol *examine_type(struct symbol *sym);
struct symbol *examine_pointer_target(struct symbol *ptr);
int classify_type(struct symbol *type, struct symbol **base);
bool is_scalar_type(struct symbol *type);
bool is_safe_type(struct symbol *type);
struct symbol *befoul(struct symbol *type);
struct symbol *unfoul(struct symbol *type);
void unrestrict(struct expression *expr, int class,
		struct symbol **ctype);
int restricted_value(struct expression *v, struct symbol *type);
enum restricted_use restricted_binop(int op);
struct symbol *integer_promotion(struct symbol *type);
void warn_for_different_enum_types(struct position pos,
				   struct symbol *typea,
				   struct symbol *typeb);
struct symbol *usual_conversions(int op, struct expression *left,
				 struct expression *right,
				 int lclass, int rclass,
				 struct symbol *ltype,
				 struct symbol *rtype);

// evaluate-compat.c: implied conversions, compatibility, assignments

void cast_to_bool(struct expression *expr);
unsigned long target_qualifiers(struct symbol *type);
void bad_null(struct expression *expr);
void mark_addressable(struct expression *expr);
struct symbol *create_pointer(struct expression *expr,
			      struct symbol *sym, bool decay);
int check_assignment_types(struct symbol *target, struct expression **rp,
			   const char **typediff);

// evaluate-cast.c: casts (6.5.4)

unsigned int cast_flags(struct expression *expr,
			struct expression *old);
struct symbol *evaluate_cast(struct expression *expr);

// evaluate-layout.c: sizeof, _Alignof, members, offsetof

struct symbol *size_value(struct expression *expr, unsigned long value);
struct symbol *evaluate_sizeof(struct expression *expr);
struct symbol *evaluate_alignof(struct expression *expr);
struct symbol *evaluate_ptrsizeof(struct expression *expr);
struct symbol *evaluate_member_dereference(struct expression *expr);
struct symbol *find_member(struct symbol *aggregate, struct ident *ident,
			   struct symbol **holder, unsigned long *base);
struct symbol *evaluate_offsetof(struct expression *expr);

// evaluate-call.c: calls and their arguments (6.5.2.2)

void examine_fn_arguments(struct symbol *fn);
/* A prototype's: an array parameter with a size waits for its use. */
void examine_prototype_arguments(struct symbol *fn);
struct symbol *evaluate_call(struct expression *expr);

// evaluate.c: inline functions checked by themselves
/* The address of @sym is taken (& or decay): an inline one is listed. */
void note_address_taken(struct symbol *sym);
/* The copy of an inline function's body a call makes (inline.c). */
void evaluate_inline_copy(struct statement *stmt);

#endif
