// SPDX-License-Identifier: MIT
/*
 * expand.c — constant folding of evaluated expressions, and dead code.
 *
 * Takes the typed trees evaluate.c leaves (every expression has its ctype
 * and its CEF_* flags) and folds in place what is constant: operators on
 * constants become EXPR_VALUE or EXPR_FVALUE of the expression's type,
 * a conditional with a constant condition becomes the branch it takes,
 * a short-circuit operator stops where its value is known.  Each node's
 * cost (0 for a constant) tells the later phases what is cheap enough to
 * compute without a branch (EXPR_SELECT).  Warns about what only a
 * folded value shows: division by zero, truncating casts, dereferences
 * of noderef pointers, initializer entries given twice.  A read of an
 * object nothing writes is its initializer's constant; a call of an
 * inline function becomes a copy of its body (inline.c), expanded here.
 *
 * State: none of its own but `silent`, the depth of folding done quietly:
 * for a question (is_zero_constant()) rather than for the program, or
 * ahead of time (a ?: condition, as sparse's evaluation folds it).
 */
#include <limits.h>

#include "expression.h"
#include "parse.h"
#include "symbol.h"
#include "token.h"

/* Costs: what a value costs to compute at run time, roughly. */
#define BRANCH_COST	10	/* a conditional jump */
#define SELECT_COST	20	/* below this, ?: computes both sides */
/* UNSAFE and SIDE_EFFECTS: in expression.h, for the built-ins too */

/* EXPR_VALUE's taint: the value went through a comma operator. */
#define TAINT_COMMA	1

static int silent;

static int expand_statement(struct statement *stmt);

// Values and their types

/* The arithmetic type under nodes, enums, bit-fields and bitwise types. */
static struct symbol *base_arith_type(struct symbol *type)
{
	while (type) {
		switch (type->type) {
		case SYM_NODE: case SYM_ENUM: case SYM_BITFIELD:
		case SYM_RESTRICT: case SYM_FOULED:
			type = type->ctype.base_type;
			continue;
		default:
			return type;
		}
	}
	return NULL;
}

static bool is_signed_type(struct symbol *type)
{
	type = base_arith_type(type);
	if (!type || type->type != SYM_BASETYPE)
		return false;
	return !(type->ctype.modifiers & MOD_UNSIGNED);
}

/* The width in bits of a value of @type; 0 when unknown. */
static int type_bits(struct symbol *type)
{
	type = unqualified_type(type);
	if (!type)
		return 0;
	examine_symbol_type(type);
	if (type->bit_size <= 0 || type->bit_size > 64)
		return type->bit_size > 64 ? 64 : 0;
	return type->bit_size;
}

/* The size of the whole initialized object, in bits; 0 unknown. */
static unsigned long long object_bits(struct symbol *type)
{
	type = examine_symbol_type(unqualified_type(type));
	return type && type->bit_size > 0 ? type->bit_size : 0;
}

static bool is_bool(struct symbol *type)
{
	return base_arith_type(type) == &bool_ctype;
}

/* Integers and pointers: what folds as an EXPR_VALUE. */
static bool is_int_or_ptr(struct symbol *type)
{
	struct symbol *base = unqualified_type(type);

	if (!base)
		return false;
	if (base->type == SYM_PTR)
		return true;
	return is_int_type(base) || is_bool(base);
}

static unsigned long long mask_of(int bits)
{
	return bits >= 64 ? ~0ULL : (1ULL << bits) - 1;
}

/* @value read as a value of @bits bits, signed or not. */
static long long extend(unsigned long long value, int bits, bool is_signed)
{
	unsigned long long sign;

	if (bits <= 0 || bits >= 64)
		return value;
	value &= mask_of(bits);
	sign = 1ULL << (bits - 1);
	if (is_signed && (value & sign))
		value |= ~mask_of(bits);
	return value;
}

/* An EXPR_VALUE's value, extended to 64 bits as its type says. */
static long long get_longlong(struct expression *expr)
{
	int bits = type_bits(expr->ctype);

	if (!bits)
		return expr->value;
	return extend(expr->value, bits, is_signed_type(expr->ctype));
}

/* @expr becomes the integer constant @value of its own type. */
static void set_value(struct expression *expr, unsigned long long value,
		      unsigned int taint)
{
	int bits = type_bits(expr->ctype);

	expr->type = EXPR_VALUE;
	expr->value = bits ? value & mask_of(bits) : value;
	expr->taint = taint;
}

/* @expr becomes the floating constant @value, rounded to its type. */
static void set_fvalue(struct expression *expr, long double value)
{
	struct symbol *type = unqualified_type(expr->ctype);
	long bits = type ? examine_symbol_type(type)->bit_size : 0;

	if (bits == 32)
		value = (float)value;
	else if (bits == 64)
		value = (double)value;
	expr->type = EXPR_FVALUE;
	expr->fvalue = value;
}

static bool is_constant(const struct expression *expr)
{
	return expr->type == EXPR_VALUE || expr->type == EXPR_FVALUE;
}

/*
 * A constant as a floating value.  A 64-bit unsigned value with its top
 * bit set converts as the signed one, as sparse's does.
 */
static long double get_fvalue(struct expression *expr)
{
	if (expr->type == EXPR_FVALUE)
		return expr->fvalue;
	return get_longlong(expr);
}

/* @expr takes @value's place, keeping its own type and constness. */
static void replace_by(struct expression *expr, struct expression *value,
		       unsigned int taint)
{
	struct symbol *type = expr->ctype;
	unsigned int flags = expr->flags;
	struct expression copy = *value;

	*expr = copy;
	expr->flags = flags;
	if (expr->type == EXPR_VALUE) {
		expr->taint |= taint;
		if (type && type != copy.ctype && is_int_or_ptr(type) &&
		    !is_bool(type)) {
			expr->ctype = type;
			set_value(expr, get_longlong(&copy), expr->taint);
		}
	}
}

static void warn(struct position pos, const char *msg)
{
	if (!silent)
		warning(pos, "%s", msg);
}

/* A division by zero stays unfolded: expanded again, it is said once. */
static void warn_division_by_zero(struct expression *expr)
{
	if (silent || expr->fold_warned)
		return;
	expr->fold_warned = 1;
	warning(expr->pos, "division by zero");
}

// Casts

/*
 * Whether the bits a cast drops from @value matter: not when they are
 * all zero, nor when they and the new sign bit all repeat the old sign.
 */
static bool drops_bits(long long value, int old_bits, int new_bits)
{
	unsigned long long old_mask = mask_of(old_bits);
	unsigned long long dropped = old_mask & ~mask_of(new_bits);
	unsigned long long old_sign = 1ULL << (old_bits - 1);
	unsigned long long new_sign = 1ULL << (new_bits - 1);

	if (!(value & dropped))
		return false;
	return !(value & old_sign) || !(value & new_sign) ||
	       (value & dropped) != dropped;
}

/* (_Bool)value: a test against zero, not a truncation. */
static void cast_to_bool(struct expression *expr, struct expression *old)
{
	unsigned long long value = old->type == EXPR_FVALUE ?
		old->fvalue != 0 : (unsigned long long)get_longlong(old);

	if (old->type == EXPR_VALUE && value > 1 && !silent)
		warning(old->pos, "odd constant _Bool cast (%llx becomes 1)",
			value);
	set_value(expr, value != 0, old->type == EXPR_VALUE ? old->taint : 0);
}

/* A floating value made integer: out of range, the x86 "indefinite". */
static long long float_to_int(long double value)
{
	if (!(value >= -0x1p63L && value < 0x1p63L))
		return LLONG_MIN;
	return (long long)value;
}

/*
 * (int type)constant: truncated or extended, -Wcast-truncate.  From a
 * floating constant, the bits dropped are those of its integer value
 * as wide as the floating type.
 */
static void cast_int_value(struct expression *expr, struct expression *old)
{
	int new_bits = type_bits(expr->ctype);
	int old_bits = type_bits(old->ctype);
	long long value;

	if (old->type == EXPR_FVALUE) {
		value = float_to_int(old->fvalue);
		set_value(expr, value, 0);
	} else {
		value = get_longlong(old);
		set_value(expr, value, old->taint);
	}
	if (!Wcast_truncate || silent || !old_bits || !new_bits ||
	    new_bits >= old_bits)
		return;
	if (drops_bits(value, old_bits, new_bits))
		warning(old->pos,
			"cast truncates bits from constant value (%llx becomes %llx)",
			value & mask_of(old_bits), value & mask_of(new_bits));
}

/*
 * (void)constant: as sparse, a value still, as if of -1 bits (the top bit
 * dropped: (void)-1 is 0x7fffffffffffffff).  It shows where the value of
 * a statement is taken: an inlined call's ((void)sizeof(x) ends many).
 */
static void cast_void_value(struct expression *expr, struct expression *old)
{
	long long value;

	value = old->type == EXPR_FVALUE ? float_to_int(old->fvalue) :
					   get_longlong(old);
	expr->type = EXPR_VALUE;
	expr->value = (unsigned long long)value & (~0ULL >> 1);
	expr->taint = old->type == EXPR_VALUE ? old->taint : 0;
}

/*
 * A cast of a constant folds into a constant of the new type, when that
 * type is arithmetic or a pointer, or void (above); structs and unions
 * stay.
 */
static int expand_cast(struct expression *expr)
{
	struct expression *old = expr->cast_expression;
	int cost = expand_expression(old);

	if (!old || !is_constant(old))
		return cost + 1;
	if (is_void_type(expr->ctype))
		cast_void_value(expr, old);
	else if (is_bool(expr->ctype))
		cast_to_bool(expr, old);
	else if (is_float_type(expr->ctype))
		set_fvalue(expr, get_fvalue(old));
	else if (is_int_or_ptr(expr->ctype))
		cast_int_value(expr, old);
	else
		return cost + 1;
	return 0;
}

// Operators on constants

/* The signed division that overflows: the smallest value by -1. */
static bool division_overflows(long long l, long long r, int bits)
{
	return r == -1 && l == extend(1ULL << (bits - 1), bits, true);
}

/* x / 0, x % 0: left alone after a warning, as is INT_MIN / -1. */
static bool fold_division(struct expression *expr, long long l, long long r,
			  unsigned long long *res)
{
	int bits = type_bits(expr->ctype);

	if (!r) {
		warn_division_by_zero(expr);
		return false;
	}
	if (is_signed_type(expr->ctype)) {
		if (division_overflows(l, r, bits)) {
			warn(expr->pos, "constant integer operation overflow");
			return false;
		}
		*res = expr->op == '/' ? l / r : l % r;
		return true;
	}
	l &= mask_of(bits);
	r &= mask_of(bits);
	*res = expr->op == '/' ? (unsigned long long)l / r :
				  (unsigned long long)l % r;
	return true;
}

/* x << n, x >> n fold when 0 <= n < width; linearize.c warns else. */
static bool fold_shift(struct expression *expr, long long l, long long r,
		       unsigned long long *res)
{
	int bits = type_bits(expr->ctype);

	if (r < 0 || r >= bits)
		return false;
	if (expr->op == SPECIAL_LEFTSHIFT)
		*res = (unsigned long long)l << r;
	else if (is_signed_type(expr->ctype))
		*res = l >> r;
	else
		*res = (l & mask_of(bits)) >> r;
	return true;
}

static bool fold_int_op(struct expression *expr, long long l, long long r,
			unsigned long long *res)
{
	unsigned long long ul = l, ur = r;

	switch (expr->op) {
	case '+': *res = ul + ur; return true;
	case '-': *res = ul - ur; return true;
	case '*': *res = ul * ur; return true;
	case '&': *res = ul & ur; return true;
	case '|': *res = ul | ur; return true;
	case '^': *res = ul ^ ur; return true;
	case '/': case '%':
		return fold_division(expr, l, r, res);
	case SPECIAL_LEFTSHIFT: case SPECIAL_RIGHTSHIFT:
		return fold_shift(expr, l, r, res);
	}
	return false;
}

/* Both operands EXPR_VALUE, an integer result: compute it. */
static bool fold_int_binop(struct expression *expr)
{
	struct expression *left = expr->left, *right = expr->right;
	unsigned long long res;

	if (!type_bits(expr->ctype))
		return false;
	if (!fold_int_op(expr, get_longlong(left), get_longlong(right), &res))
		return false;
	set_value(expr, res, left->taint | right->taint);
	return true;
}

static bool fold_float_binop(struct expression *expr)
{
	long double l = get_fvalue(expr->left), r = get_fvalue(expr->right);

	switch (expr->op) {
	case '+': set_fvalue(expr, l + r); return true;
	case '-': set_fvalue(expr, l - r); return true;
	case '*': set_fvalue(expr, l * r); return true;
	case '/':
		if (r == 0) {
			warn_division_by_zero(expr);
			return false;
		}
		set_fvalue(expr, l / r);
		return true;
	}
	return false;
}

/* binop: constant op constant folds to a constant of the result type */
static int expand_binop(struct expression *expr)
{
	int cost = expand_expression(expr->left);
	bool folded = false;

	cost += expand_expression(expr->right);
	if (!expr->left || !expr->right)
		return UNSAFE;
	if (expr->left->type == EXPR_VALUE && expr->right->type == EXPR_VALUE &&
	    is_int_or_ptr(expr->ctype))
		folded = fold_int_binop(expr);
	else if (is_constant(expr->left) && is_constant(expr->right) &&
		 is_float_type(expr->ctype))
		folded = fold_float_binop(expr);
	if (folded)
		return 0;
	/* as sparse: / and % cost as any other operator (a % b + c + d + a
	 * is still cheap enough for && to compute it unasked) */
	return cost + 1;
}

static int compare_ints(int op, long long l, long long r, bool is_signed)
{
	unsigned long long ul = l, ur = r;

	switch (op) {
	case '<': return is_signed ? l < r : ul < ur;
	case '>': return is_signed ? l > r : ul > ur;
	case SPECIAL_LTE: return is_signed ? l <= r : ul <= ur;
	case SPECIAL_GTE: return is_signed ? l >= r : ul >= ur;
	case SPECIAL_EQUAL: return l == r;
	case SPECIAL_NOTEQUAL: return l != r;
	case SPECIAL_UNSIGNED_LT: return ul < ur;
	case SPECIAL_UNSIGNED_GT: return ul > ur;
	case SPECIAL_UNSIGNED_LTE: return ul <= ur;
	case SPECIAL_UNSIGNED_GTE: return ul >= ur;
	}
	return -1;
}

static int compare_floats(int op, long double l, long double r)
{
	switch (op) {
	case '<': return l < r;
	case '>': return l > r;
	case SPECIAL_LTE: return l <= r;
	case SPECIAL_GTE: return l >= r;
	case SPECIAL_EQUAL: return l == r;
	case SPECIAL_NOTEQUAL: return l != r;
	}
	return -1;
}

/* What the types' comparison leaves aside: qualifiers at the top, not _Atomic. */
#define MOD_TYPES_IGNORE (MOD_STORAGE | MOD_CONST | MOD_VOLATILE | \
			  MOD_RESTRICT | MOD_ADDRESSABLE | \
			  MOD_ASSIGNED | MOD_ACCESSED | MOD_USERTYPE | \
			  MOD_EXPLICITLY_SIGNED | MOD_INLINE | MOD_TLS)

/* type == type, type != type: __builtin_types_compatible_p() */
static int compare_types(int op, struct symbol *left, struct symbol *right)
{
	struct ctype c1 = { .base_type = left };
	struct ctype c2 = { .base_type = right };
	bool same = !type_difference(&c1, &c2, MOD_TYPES_IGNORE,
				     MOD_TYPES_IGNORE);

	return op == SPECIAL_NOTEQUAL ? !same : same;
}

/* compare: constant cmp constant is 0 or 1, in the operands' type */
static int expand_compare(struct expression *expr)
{
	struct expression *left = expr->left, *right = expr->right;
	int cost = expand_expression(left) + expand_expression(right);
	int res = -1;

	if (!left || !right)
		return UNSAFE;
	if (left->type == EXPR_TYPE && right->type == EXPR_TYPE)
		res = compare_types(expr->op, left->symbol, right->symbol);
	else if (left->type == EXPR_VALUE && right->type == EXPR_VALUE)
		res = compare_ints(expr->op, get_longlong(left),
				   get_longlong(right),
				   is_signed_type(left->ctype));
	else if (is_constant(left) && is_constant(right))
		res = compare_floats(expr->op, get_fvalue(left),
				     get_fvalue(right));
	if (res < 0)
		return cost + 1;
	set_value(expr, res, left->type == EXPR_VALUE ? left->taint : 0);
	return 0;
}

/* An integer constant's truth: 1 or 0; -1 for anything else. */
static int int_truth_of(struct expression *expr)
{
	return expr->type == EXPR_VALUE ? expr->value != 0 : -1;
}

/* A constant's truth: 1, 0, or -1 when it is not a constant. */
static int truth_of(struct expression *expr)
{
	if (expr->type == EXPR_VALUE)
		return expr->value != 0;
	if (expr->type == EXPR_FVALUE)
		return expr->fvalue != 0;
	return -1;
}

static unsigned int taint_of(struct expression *expr)
{
	return expr->type == EXPR_VALUE ? expr->taint : 0;
}

/*
 * a && b, a || b: an integer constant a that decides the value ends it (b
 * is neither expanded nor kept); two fold; a cheap safe b turns
 * it into a plain binop (no branch).
 */
static int expand_logical(struct expression *expr)
{
	struct expression *left = expr->left, *right = expr->right;
	int decides = expr->op == SPECIAL_LOGICAL_OR;
	int cost, rcost, truth;

	cost = expand_expression(left);
	if (!left || !right)
		return UNSAFE;
	truth = int_truth_of(left);
	if (truth == decides) {
		set_value(expr, decides, taint_of(left));
		return 0;
	}
	rcost = expand_expression(right);
	if (truth >= 0 && int_truth_of(right) >= 0) {
		set_value(expr, int_truth_of(right), taint_of(left) |
			  taint_of(right));
		return 0;
	}
	if (rcost < BRANCH_COST) {
		expr->type = EXPR_BINOP;
		rcost -= BRANCH_COST - 1;
	}
	return cost + BRANCH_COST + rcost;
}

// Unary operators, dereferences and addresses

static struct expression *strip_parens(struct expression *expr)
{
	while (expr && expr->type == EXPR_PREOP && expr->op == '(' &&
	       expr->unop)
		expr = expr->unop;
	return expr;
}

/*
 * The pointed-to type's modifiers of the pointer value @expr: those the
 * pointer carries for it.  As sparse, those of a struct declared with
 * noderef after its body are not the pointer's until it is examined
 * (examine_pointer_target()): *p reads it whole without a warning, p->a
 * warns by its member's.
 */
static unsigned long pointee_modifiers(struct expression *expr)
{
	struct symbol *type = unqualified_type(expr->ctype);

	if (!type || type->type != SYM_PTR)
		return 0;
	return type->ctype.modifiers;
}

/* *p where p points to a noderef type, but not under & or sizeof. */
static void check_noderef(struct expression *expr)
{
	struct expression *unop = strip_parens(expr->unop);
	unsigned long mods;

	/* the node evaluate made: the pointer's modifiers as they were
	 * there, before a later examination gave it its target's */
	if (expr->ctype && expr->ctype->type == SYM_NODE)
		mods = expr->ctype->ctype.modifiers;
	else
		mods = pointee_modifiers(unop);
	if (mods & MOD_NODEREF)
		warn(unop->pos, "dereference of noderef expression");
}

static int expand_address(struct expression *expr);

/* The scalar value at the end of an initializer entry's chain. */
static struct expression *entry_value(struct expression *entry)
{
	while (entry && entry->type == EXPR_POS)
		entry = entry->init_expr;
	return entry;
}

/*
 * What a list initializer gives the @bits bits at @offset bits: the last
 * entry that covers them, when it starts there and is a constant; no
 * entry at all is a zero (NULL and *zero set).  NULL when unknown.
 */
static struct expression *list_value_at(struct expression *list,
					unsigned long long offset, bool *zero)
{
	struct expression *entry, *found = NULL;

	FOR_EACH_PTR(list->expr_list, entry) {
		unsigned long long start = initializer_entry_offset(entry);

		if (entry->type != EXPR_POS)
			return NULL;
		if (offset >= start &&
		    offset < start + initializer_entry_range(entry))
			found = entry;
	} END_FOR_EACH_PTR(entry);
	if (!found) {
		*zero = true;
		return NULL;
	}
	if (initializer_entry_offset(found) != offset)
		return NULL;
	return entry_value(found);
}

/*
 * The constant an object reads as at @offset bytes: its initializer's,
 * when nothing writes it or takes its address.  Arrays are left alone.
 */
static struct expression *symbol_value(struct symbol *sym,
				       unsigned long long offset, bool *zero)
{
	struct expression *value = sym->initializer;

	if (sym->type != SYM_NODE || !value || is_array_type(sym) ||
	    (sym->ctype.modifiers & (MOD_ASSIGNED | MOD_ADDRESSABLE)))
		return NULL;
	if (value->type == EXPR_INITIALIZER)
		return list_value_at(value, offset * 8, zero);
	/* a whole-object initializer (p = o) stands for any part of it */
	return value;
}

/*
 * *(&sym + c): the read of an object never written nor addressed whose
 * initializer has a constant there is that constant, if sizes agree:
 * then 0 (folded).  As sparse, a read whose initializer value does not
 * fit it (its size differs, or a float read of an integer constant, or
 * the reverse) is UNSAFE: not computed where the program did not ask
 * for it (p.lo of `struct s p = o;` keeps its && a branch); one that
 * fits but is no constant costs 1.  -1: no initializer tells.
 */
static int fold_symbol_read(struct expression *expr)
{
	struct expression *unop = expr->unop, *value;
	unsigned long long offset = 0;
	bool zero = false;
	int bits = type_bits(expr->ctype);

	while (unop->type == EXPR_BINOP && unop->op == '+' &&
	       unop->right->type == EXPR_VALUE) {
		offset += unop->right->value;
		unop = unop->left;
	}
	/* pointers too: a null one is its value (evaluate_value() keeps
	 * it a pointer, not a plain integer, in an inline call) */
	if (unop->type != EXPR_SYMBOL || !unop->symbol || !bits)
		return -1;
	value = symbol_value(unop->symbol, offset, &zero);
	/*
	 * A struct or union read is no scalar constant, even one-membered;
	 * as sparse, one whose initializer there is a constant, none, or
	 * one of another size is UNSAFE (its ?: keeps the branch).
	 */
	if (!is_int_or_ptr(expr->ctype) && !is_float_type(expr->ctype))
		return (zero || (value && (is_constant(value) ||
			(value->ctype && object_bits(value->ctype) !=
			 object_bits(expr->ctype))))) ? UNSAFE : -1;
	if (value && value->ctype &&
	    object_bits(value->ctype) != object_bits(expr->ctype))
		return UNSAFE;
	/* a bit-field's read is never folded */
	if (unqualified_type(expr->ctype)->type == SYM_BITFIELD)
		return -1;
	if (zero && is_int_or_ptr(expr->ctype)) {
		set_value(expr, 0, 0);
		return 0;
	}
	if (!value || !is_constant(value))
		return -1;
	/* as sparse: a float read of an integer, or the reverse, stays */
	if (is_float_type(expr->ctype) != (value->type == EXPR_FVALUE))
		return UNSAFE;
	if (value->type == EXPR_VALUE)
		set_value(expr, value->value, 0);
	else
		set_fvalue(expr, value->fvalue);
	return 0;
}

/* The symbol @addr is the address of, maybe plus constant offsets. */
static struct symbol *address_symbol(struct expression *addr)
{
	while (addr && addr->type == EXPR_BINOP && addr->op == '+' &&
	       addr->right && addr->right->type == EXPR_VALUE)
		addr = addr->left;
	return addr && addr->type == EXPR_SYMBOL ? addr->symbol : NULL;
}

/*
 * *p: p itself may fold (*(int *)0).  As sparse: a read of a symbol's
 * own memory costs one, two for a static or extern one (g1 + g2 + g3 + a
 * is too dear for && to compute it unasked, a + b + c + d + e is not);
 * any other address may fault, so the read is not safe to compute where
 * the program did not ask for it.
 */
static int expand_dereference(struct expression *expr)
{
	struct symbol *sym;
	int cost;

	expand_expression(expr->unop);
	if (!expr->unop)
		return UNSAFE;
	if (!is_array_type(expr->ctype) && !is_func_type(expr->ctype))
		check_noderef(expr);
	cost = fold_symbol_read(expr);
	if (cost >= 0)
		return cost;
	sym = address_symbol(expr->unop);
	if (!sym)
		return UNSAFE;
	return (sym->ctype.modifiers & (MOD_STATIC | MOD_EXTERN)) ? 2 : 1;
}

/*
 * The operand of & (or an array or function that decays): an lvalue
 * whose outermost dereference is not a load, so it does not warn; the
 * pointers and indexes inside it are values and expand as usual.
 */
static int expand_address(struct expression *expr)
{
	expr = strip_parens(expr);
	if (!expr)
		return 0;
	if (expr->type == EXPR_PREOP && expr->op == '*')
		return expand_expression(expr->unop);
	if (expr->type == EXPR_DEREF)
		return expand_address(expr->deref);
	return expand_expression(expr);
}

/* s.m: when m is an array or a function, it is an address: no load. */
static int expand_member(struct expression *expr)
{
	if (is_array_type(expr->ctype) || is_func_type(expr->ctype))
		return expand_address(expr->deref) + 1;
	return expand_expression(expr->deref) + 1;
}

/* -c, ~c, +c; -INT_MIN is left alone after a warning. */
static void fold_int_unop(struct expression *expr, struct expression *op)
{
	long long v = get_longlong(op);
	int bits = type_bits(expr->ctype);

	switch (expr->op) {
	case '-':
		if (bits && is_signed_type(expr->ctype) &&
		    v == extend(1ULL << (bits - 1), bits, true)) {
			warn(expr->pos, "constant integer operation overflow");
			return;
		}
		set_value(expr, -(unsigned long long)v, op->taint);
		break;
	case '~': set_value(expr, ~v, op->taint); break;
	case '+': set_value(expr, v, op->taint); break;
	}
}

static void fold_float_unop(struct expression *expr, struct expression *op)
{
	switch (expr->op) {
	case '-': set_fvalue(expr, -get_fvalue(op)); break;
	case '+': set_fvalue(expr, get_fvalue(op)); break;
	}
}

/* -c, ~c, +c, !c, (c): folded in the expression's type */
static int expand_arith_unop(struct expression *expr)
{
	struct expression *op = expr->unop;
	int cost = expand_expression(op);

	if (!op)
		return UNSAFE;
	if (expr->op == '!') {
		if (truth_of(op) < 0)
			return cost + 1;
		set_value(expr, !truth_of(op), taint_of(op));
		return 0;
	}
	if (op->type == EXPR_VALUE && is_int_or_ptr(expr->ctype))
		fold_int_unop(expr, op);
	else if (is_constant(op) && is_float_type(expr->ctype))
		fold_float_unop(expr, op);
	if (is_constant(expr))
		return 0;
	return cost + 1;
}

/* (e): the value of e; a constant takes the place of the parentheses. */
static int expand_parens(struct expression *expr)
{
	struct expression *inner = expr->unop;
	int cost = expand_expression(inner);

	if (!inner)
		return UNSAFE;
	if (is_constant(inner))
		replace_by(expr, inner, 0);
	return cost;
}

static int expand_preop(struct expression *expr)
{
	switch (expr->op) {
	case '*':
		return expand_dereference(expr);
	case '&':
		return expand_address(expr->unop) + 1;
	case '(':
		return expand_parens(expr);
	case SPECIAL_INCREMENT: case SPECIAL_DECREMENT:
		expand_expression(expr->unop);
		return SIDE_EFFECTS;
	}
	return expand_arith_unop(expr);
}

// Conditionals, commas, statements as values

/*
 * c ? a : b with an integer constant c is the branch taken (the other is not
 * even expanded); with cheap, safe a and b it becomes an EXPR_SELECT.
 * An integer constant expression c is folded quietly first, as sparse's
 * evaluation does: what is left (x / 0) warns the second time.
 */
static int expand_conditional(struct expression *expr)
{
	struct expression *cond = expr->conditional;
	struct expression *valt = expr->cond_true, *valf = expr->cond_false;
	int cost, cond_cost;

	if (cond && (cond->flags & CEF_ICE)) {
		silent++;
		expand_expression(cond);
		silent--;
	}
	cond_cost = expand_expression(cond);
	if (!cond)
		return UNSAFE;
	if (int_truth_of(cond) >= 0) {
		struct expression *taken = cond->value ? valt : valf;

		if (!taken)
			taken = cond;
		cost = expand_expression(taken);
		if (taken)
			replace_by(expr, taken, taint_of(cond));
		return cost;
	}
	cost = expand_expression(valt) + expand_expression(valf);
	if (cost < SELECT_COST) {
		expr->type = EXPR_SELECT;
		cost -= BRANCH_COST - 1;
	}
	return cost + cond_cost + BRANCH_COST;
}

/* (c, x) with a constant c is x, but no integer constant expression. */
static int expand_comma(struct expression *expr)
{
	int cost = expand_expression(expr->left);

	cost += expand_expression(expr->right);
	if (!expr->left || !expr->right)
		return UNSAFE;
	if (is_constant(expr->left)) {
		unsigned int flags = expr->flags;

		*expr = *expr->right;
		expr->flags = flags;
		if (expr->type == EXPR_VALUE)
			expr->taint |= TAINT_COMMA;
	}
	return cost;
}

/* ({ x; }) whose statement came down to one expression is that one. */
static int expand_statement_expr(struct expression *expr)
{
	struct statement *stmt = expr->statement;
	int cost = expand_statement(stmt);

	if (stmt && stmt->type == STMT_EXPRESSION && stmt->expression)
		*expr = *stmt->expression;
	return cost;
}

// Calls

/* The function a call names directly, or NULL for a computed one. */
static struct symbol *called_symbol(struct expression *fn)
{
	fn = strip_parens(fn);
	/* (&f)(...): evaluated, the address itself; sparse copies no body */
	if (fn && fn->type == EXPR_SYMBOL)
		return NULL;
	while (fn && fn->type == EXPR_PREOP &&
	       (fn->op == '*' || fn->op == '&'))
		fn = strip_parens(fn->unop);
	while (fn && fn->type == EXPR_IMPLIED_CAST)
		fn = strip_parens(fn->cast_expression);
	if (!fn || fn->type != EXPR_SYMBOL)
		return NULL;
	return fn->symbol;
}

/*
 * The copy is expanded with the function marked, so that a call of it
 * in its own body stays a call.
 */
static int expand_inline_call(struct expression *expr, struct symbol *fn)
{
	struct symbol *def = fn->definition ? fn->definition : fn;
	struct symbol *type = def->ctype.base_type;
	int cost;

	if (!type || type->expanding || !inline_function(expr, def))
		return SIDE_EFFECTS;
	def->inlined = 1;
	type->expanding = 1;
	cost = expand_expression(expr);
	type->expanding = 0;
	return cost;
}

/* Calls have side effects, but built-ins may fold (op->expand). */
static int expand_call(struct expression *expr)
{
	struct symbol *fn = called_symbol(expr->fn);
	struct expression *arg;
	int cost = 0;

	FOR_EACH_PTR(expr->args, arg) {
		cost += expand_expression(arg);
	} END_FOR_EACH_PTR(arg);
	expand_expression(expr->fn);
	/*
	 * A call of an inline function becomes a copy of its body, which
	 * is evaluated then (its warnings come now, once per call, after
	 * the file's evaluation ones, as sparse's do) and expanded.
	 */
	if (fn && fn->type == SYM_NODE && fn->ctype.modifiers & MOD_INLINE)
		return expand_inline_call(expr, fn);
	if (fn && fn->op && fn->op->expand)
		return fn->op->expand(expr, cost);
	if (fn && (fn->ctype.modifiers & MOD_PURE))
		return cost + 1;
	return SIDE_EFFECTS;
}

// Names, sizes

/*
 * An enumerator is its value (not an object of enum type: its address
 * is no constant); a compound literal its initializer.
 */
static int expand_symbol_expr(struct expression *expr)
{
	struct symbol *sym = expr->symbol;
	struct expression *value;

	if (!sym)
		return UNSAFE;
	value = sym->initializer;
	if (sym->enumerator && sym->ctype.base_type &&
	    sym->ctype.base_type->type == SYM_ENUM &&
	    value && value->type == EXPR_VALUE) {
		replace_by(expr, value, 0);
		return 0;
	}
	if (value && !expr->symbol_name && !sym->ident)
		return expand_expression(value);
	return (sym->ctype.modifiers & (MOD_STATIC | MOD_EXTERN |
					MOD_TOPLEVEL)) ? 2 : 1;
}

/* sizeof and _Alignof evaluate.c left for later: the type is known. */
static int expand_type_info(struct expression *expr)
{
	struct symbol *type = expr->cast_type;
	long long value;

	if (!type && expr->cast_expression)
		type = expr->cast_expression->ctype;
	type = examine_symbol_type(type);
	if (!type)
		return UNSAFE;
	if (expr->type == EXPR_ALIGNOF)
		value = type->ctype.alignment;
	else if (type->bit_size < 0)
		return UNSAFE;
	else
		value = (type->bit_size + 7) / 8;
	if (expr->type == EXPR_PTRSIZEOF || !expr->ctype)
		return UNSAFE;
	set_value(expr, value, 0);
	return 0;
}

// Initializers

static int compare_entries(const void *a, const void *b)
{
	struct expression *x = (void *)a, *y = (void *)b;
	unsigned long long off_x = initializer_entry_offset(x);
	unsigned long long off_y = initializer_entry_offset(y);

	return off_x < off_y ? -1 : off_x > off_y;
}

/*
 * -Woverride-init: an entry that starts inside the one before it, once
 * sorted by offset; -Woverride-init-all reports every overlap, not just
 * the first.  A first entry that covers the whole object is a default
 * that later ones may override ([0 ... N-1] = x, then [i] = y); sparse
 * 0.6.4 lets it be even under -Woverride-init-whole-range.
 */
static void check_overlaps(struct expression *init)
{
	unsigned long long whole = object_bits(init->ctype), end = 0;
	struct expression *prev = NULL, *entry;

	if (!Woverride_init)
		return;
	FOR_EACH_PTR(init->expr_list, entry) {
		unsigned long long off, range;

		if (entry->type != EXPR_POS)
			continue;
		off = initializer_entry_offset(entry);
		range = initializer_entry_range(entry);
		if (!range)
			continue;
		if (prev && off < end) {
			warning(prev->pos, "Initializer entry defined twice");
			info(entry->pos, "  also defined here");
			if (!Woverride_init_all)
				return;
		}
		if (!prev && range == whole)
			continue;
		if (off + range > end) {
			end = off + range;
			prev = entry;
		}
	} END_FOR_EACH_PTR(entry);
}

static int expand_initializer(struct expression *expr)
{
	struct expression *entry;
	int cost = 0;

	sort_list((struct ptr_list **)&expr->expr_list, compare_entries);
	if (!silent)
		check_overlaps(expr);
	FOR_EACH_PTR(expr->expr_list, entry) {
		cost += expand_expression(entry);
	} END_FOR_EACH_PTR(entry);
	return cost;
}

// The dispatch

static int expand_asm_operand(struct expression *expr)
{
	return expand_expression(expr->expr) + 1;
}

static int expand_value_kind(struct expression *expr)
{
	switch (expr->type) {
	case EXPR_VALUE: case EXPR_FVALUE: case EXPR_STRING: case EXPR_TYPE:
	case EXPR_LABEL:
		return 0;
	case EXPR_SYMBOL:
		return expand_symbol_expr(expr);
	case EXPR_SIZEOF: case EXPR_ALIGNOF: case EXPR_PTRSIZEOF:
		return expand_type_info(expr);
	default:
		return -1;
	}
}

static int expand_operator(struct expression *expr)
{
	switch (expr->type) {
	case EXPR_BINOP:
		return expand_binop(expr);
	case EXPR_LOGICAL:
		return expand_logical(expr);
	case EXPR_COMPARE:
		return expand_compare(expr);
	case EXPR_PREOP:
		return expand_preop(expr);
	case EXPR_POSTOP:
		expand_expression(expr->unop);
		return SIDE_EFFECTS;
	case EXPR_ASSIGNMENT:
		expand_expression(expr->right);
		expand_expression(expr->left);
		return SIDE_EFFECTS;
	case EXPR_CAST: case EXPR_FORCE_CAST: case EXPR_IMPLIED_CAST:
		return expand_cast(expr);
	case EXPR_CONDITIONAL: case EXPR_SELECT:
		return expand_conditional(expr);
	case EXPR_COMMA:
		return expand_comma(expr);
	default:
		return -1;
	}
}

static int expand_other(struct expression *expr)
{
	switch (expr->type) {
	case EXPR_STATEMENT:
		return expand_statement_expr(expr);
	case EXPR_CALL:
		return expand_call(expr);
	case EXPR_INITIALIZER:
		return expand_initializer(expr);
	case EXPR_POS:
		return expand_expression(expr->init_expr);
	case EXPR_IDENTIFIER:
		return expand_expression(expr->ident_expression);
	case EXPR_INDEX:
		return expand_expression(expr->idx_expression);
	case EXPR_DEREF:
		return expand_member(expr);
	case EXPR_SLICE:
		return expand_expression(expr->base) + 1;
	case EXPR_ASM_OPERAND:
		return expand_asm_operand(expr);
	default:
		return UNSAFE;
	}
}

int expand_expression(struct expression *expr)
{
	int cost;

	if (!expr)
		return 0;
	if (!expr->ctype || expr->ctype == &bad_ctype)
		return UNSAFE;
	cost = expand_value_kind(expr);
	if (cost < 0)
		cost = expand_operator(expr);
	if (cost < 0)
		cost = expand_other(expr);
	return cost;
}

// Statements

/*
 * case c: the label must come down to an integer constant; a pointer or
 * a (void) constant, even folded, is none.
 */
static void expand_case_value(struct expression *expr, const char *where)
{
	if (!expr)
		return;
	expand_expression(expr);
	if (expr->type != EXPR_VALUE || is_ptr_type(expr->ctype) ||
	    is_void_type(expr->ctype)) {
		if (!expr->case_value_said)
			expression_error(expr->pos,
					 "Expected constant expression in %s",
					 where);
		expr->case_value_said = 1;
		expr->ctype = &bad_ctype;
	}
}

/*
 * { s1; ...; sn } keeps its statements; one alone (and no return
 * symbol) replaces the block, so ({ x; }) is x.
 */
static int expand_compound(struct statement *stmt)
{
	struct statement *s, *last = NULL;
	int cost = 0, count = 0;

	if (stmt->ret)
		expand_symbol(stmt->ret);
	if (stmt->args) {
		count++;
		last = stmt->args;
		cost += expand_statement(stmt->args);
	}
	FOR_EACH_PTR(stmt->stmts, s) {
		count++;
		last = s;
		cost += expand_statement(s);
		/* no bound is above it: a long block must not overflow */
		if (cost > SIDE_EFFECTS)
			cost = SIDE_EFFECTS;
	} END_FOR_EACH_PTR(s);
	if (count == 1 && !stmt->ret && last)
		*stmt = *last;
	return cost;
}

static int expand_declaration(struct statement *stmt)
{
	struct symbol *sym;

	FOR_EACH_PTR(stmt->declaration, sym) {
		expand_symbol(sym);
	} END_FOR_EACH_PTR(sym);
	return SIDE_EFFECTS;
}

static int expand_iterator(struct statement *stmt)
{
	expand_statement(stmt->iterator_pre_statement);
	expand_expression(stmt->iterator_pre_condition);
	expand_statement(stmt->iterator_statement);
	expand_statement(stmt->iterator_post_statement);
	expand_expression(stmt->iterator_post_condition);
	return SIDE_EFFECTS;
}

/*
 * A memory operand ("m", "o", "V", "Q" and no "r" in its constraint) is
 * passed by address: the object is not read, as sparse takes it.
 */
static bool is_asm_memory(struct expression *op)
{
	struct expression *constraint = op->constraint;
	bool memory = false;
	const char *c;

	if (!constraint || constraint->type != EXPR_STRING ||
	    !constraint->string)
		return false;
	for (c = constraint->string->data; *c; c++) {
		if (*c == 'r')
			return false;
		if (*c == 'm' || *c == 'o' || *c == 'V' || *c == 'Q')
			memory = true;
	}
	return memory;
}

/* Its address is taken: the object is no longer known by its value. */
static void expand_asm_memory(struct expression *expr)
{
	struct expression *lvalue = strip_parens(expr);

	if (lvalue && lvalue->type == EXPR_PREOP && lvalue->op == '*' &&
	    lvalue->unop && lvalue->unop->type == EXPR_SYMBOL &&
	    lvalue->unop->symbol)
		lvalue->unop->symbol->ctype.modifiers |= MOD_ADDRESSABLE;
	expand_address(expr);
}

/* The operands' expressions: the operand nodes themselves have no type. */
static void expand_asm_operands(struct expression_list *list)
{
	struct expression *op;

	FOR_EACH_PTR(list, op) {
		if (!op || op->type != EXPR_ASM_OPERAND)
			expand_expression(op);
		else if (is_asm_memory(op))
			expand_asm_memory(op->expr);
		else
			expand_expression(op->expr);
	} END_FOR_EACH_PTR(op);
}

static int expand_asm(struct statement *stmt)
{
	expand_asm_operands(stmt->asm_outputs);
	expand_asm_operands(stmt->asm_inputs);
	return SIDE_EFFECTS;
}

/*
 * if: both branches are expanded and kept even when the condition is
 * constant, since a label may lead into the dead one.
 */
/* Whether the evaluation of @expr failed: no type, or a bad one. */
static bool evaluation_failed(struct expression *expr)
{
	return !expr->ctype || expr->ctype == &bad_ctype;
}

/*
 * As sparse: a condition whose evaluation failed leaves both branches
 * unexpanded, so what only folding shows there is not said.
 */
static int expand_if(struct statement *stmt)
{
	struct expression *cond = stmt->if_conditional;

	expand_expression(cond);
	if (cond && evaluation_failed(cond))
		return SIDE_EFFECTS;
	expand_statement(stmt->if_true);
	expand_statement(stmt->if_false);
	return SIDE_EFFECTS;
}

static int expand_flow(struct statement *stmt)
{
	switch (stmt->type) {
	case STMT_IF:
		return expand_if(stmt);
	case STMT_SWITCH:
		expand_expression(stmt->switch_expression);
		expand_statement(stmt->switch_statement);
		return SIDE_EFFECTS;
	case STMT_CASE:
		expand_case_value(stmt->case_expression, "case statement");
		expand_case_value(stmt->case_to, "case statement");
		expand_statement(stmt->case_statement);
		return SIDE_EFFECTS;
	case STMT_ITERATOR:
		return expand_iterator(stmt);
	case STMT_LABEL:
		return expand_statement(stmt->label_statement);
	case STMT_GOTO:
		expand_expression(stmt->goto_expression);
		return SIDE_EFFECTS;
	default:
		return -1;
	}
}

static int expand_statement(struct statement *stmt)
{
	int cost;

	if (!stmt)
		return 0;
	cost = expand_flow(stmt);
	if (cost >= 0)
		return cost;
	switch (stmt->type) {
	case STMT_EXPRESSION:
		return expand_expression(stmt->expression);
	case STMT_COMPOUND:
		return expand_compound(stmt);
	case STMT_DECLARATION:
		return expand_declaration(stmt);
	case STMT_RETURN:
		expand_expression(stmt->ret_value);
		return SIDE_EFFECTS;
	case STMT_ASM:
		return expand_asm(stmt);
	case STMT_CONTEXT:
		expand_expression(stmt->expression);
		return SIDE_EFFECTS;
	case STMT_RANGE:
		expand_expression(stmt->range_expression);
		expand_expression(stmt->range_low);
		expand_expression(stmt->range_high);
		return SIDE_EFFECTS;
	default:
		return 0;
	}
}

void expand_symbol(struct symbol *sym)
{
	struct symbol *type;

	if (!sym || sym->expanding || inline_body_held(sym))
		return;
	type = sym->ctype.base_type;
	if (!type)
		return;
	sym->expanding = 1;
	expand_expression(sym->initializer);
	if (type->type == SYM_FN && type->stmt)
		expand_statement(type->stmt);
	sym->expanding = 0;
}

/*
 * An inline function is checked in its copies at each call; by itself
 * only when its address is taken (address_taken_inlines(): its body was
 * made and evaluated with the file), then no longer held.
 */
void check_inline_alone(struct symbol *sym)
{
	sym->checked_alone = 1;
}

bool inline_body_held(struct symbol *sym)
{
	struct symbol *type = sym->ctype.base_type;

	return type && type->type == SYM_FN && type->inline_stmt &&
	       type->stmt && (sym->ctype.modifiers & MOD_INLINE) &&
	       !sym->checked_alone;
}

// Values for the parser and the type checks

enum value_mode {
	VALUE_PLAIN,		/* bad constant expression: an error */
	VALUE_STRICT,		/* an integer constant expression too */
	VALUE_SILENT,		/* no error: 0 */
};

static void bad_constant(struct expression *expr, const char *msg)
{
	expression_error(expr->pos, "%s", msg);
	expr->ctype = &bad_ctype;
}

/* An integer constant expression (6.6p6): flags say, and no comma. */
static bool is_integer_constant(struct expression *expr)
{
	return (expr->flags & CEF_ICE) && !(expr->taint & TAINT_COMMA);
}

/*
 * Whether @expr is bad through a cast of an operand without a type
 * only, under signs, brackets and commas: sparse's evaluation returns
 * the type cast to, so it is merely not constant.
 */
static bool bad_but_typed(struct expression *expr)
{
	while ((expr->type == EXPR_PREOP && expr->unop &&
		(expr->op == '(' || expr->op == '-' || expr->op == '+' ||
		 expr->op == '~')) ||
	       (expr->type == EXPR_COMMA && expr->right))
		expr = expr->type == EXPR_COMMA ? expr->right : expr->unop;
	return expr->type == EXPR_CAST && expr->cast_expression &&
	       !expr->cast_expression->ctype;
}

static long long expression_value(struct expression *expr,
				  enum value_mode mode)
{
	struct symbol *type;

	if (!expr)
		return 0;
	type = expr->ctype ? expr->ctype : evaluate_expression(expr);
	if (!type || (type == &bad_ctype && !bad_but_typed(expr))) {
		if (mode != VALUE_SILENT)
			bad_constant(expr, "bad constant expression type");
		return 0;
	}
	expand_expression(expr);
	if (expr->type != EXPR_VALUE) {
		if (mode != VALUE_SILENT)
			bad_constant(expr, "bad constant expression");
		return 0;
	}
	if (mode == VALUE_STRICT && !is_integer_constant(expr)) {
		bad_constant(expr, "bad integer constant expression");
		return 0;
	}
	return get_longlong(expr);
}

long long get_expression_value(struct expression *expr)
{
	return expression_value(expr, VALUE_PLAIN);
}

long long get_expression_value_silent(struct expression *expr)
{
	return expression_value(expr, VALUE_SILENT);
}

long long const_expression_value(struct expression *expr)
{
	return expression_value(expr, VALUE_STRICT);
}

int is_zero_constant(struct expression *expr)
{
	if (!expr)
		return 0;
	silent++;
	expand_expression(expr);
	silent--;
	return expr->type == EXPR_VALUE && expr->value == 0;
}

int expr_truth_value(struct expression *expr)
{
	if (!expr || (!expr->ctype && !evaluate_expression(expr)))
		return -1;
	silent++;
	expand_expression(expr);
	silent--;
	while (expr->type == EXPR_COMMA && expr->right)
		expr = expr->right;
	return truth_of(expr);
}
