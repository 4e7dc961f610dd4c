// SPDX-License-Identifier: MIT
/*
 * evaluate.c — the types of expressions and statements, and sparse's
 * type checks.
 *
 * Takes the file-scope symbols parse_tokens() made; fills every
 * expression's ctype and constant flags (CEF_*), examining types lazily.
 * Rewrites trees in sparse's shape for expand.c and the later phases: an
 * object is the lvalue *(&sym), a member *(&base + offset), a conversion
 * an EXPR_IMPLIED_CAST, pointer arithmetic is scaled by the pointed-to
 * size, sizeof and offsetof become values.  Reports C's constraint
 * violations and sparse's own checks (address spaces, bitwise types).
 * Evaluating a node twice is harmless: one with a ctype is done.  An
 * inline function's body is left to the copies its calls expand to
 * (inline.c).  State: the symbols' evaluated flags and the built-in
 * types' ranks (set once).
 *
 * Here: the dispatchers (evaluate_expression, evaluate_statement,
 * evaluate_symbol), the operators and the statements.  Apart:
 * evaluate-type.c (classes, promotions, usual conversions),
 * evaluate-compat.c (implied conversions, type_difference, assignment
 * checks), evaluate-cast.c, evaluate-layout.c (sizeof, members,
 * offsetof), evaluate-call.c; what they share is in evaluate.h.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "evaluate.h"
#include "expression.h"
#include "lib.h"
#include "parse.h"
#include "symbol.h"
#include "target.h"
#include "token.h"

/* An error at an expression: after it the expression has no good type. */
void expr_error(struct expression *expr, const char *fmt, ...)
{
	char buffer[512];
	va_list args;

	va_start(args, fmt);
	vsnprintf(buffer, sizeof(buffer), fmt, args);
	va_end(args);
	sparse_error(expr->pos, "%s", buffer);
	expr->ctype = &bad_ctype;
}

// Primary expressions (6.5.1)

static struct symbol *evaluate_value(struct expression *expr)
{
	if (!expr->ctype)
		expr->ctype = expr->type == EXPR_FVALUE ? &double_ctype :
							  &int_ctype;
	if (expr->type == EXPR_FVALUE)
		expr->flags = CEF_FLOAT | CEF_ACE;
	else if (!expr->flags && !is_ptr_type(expr->ctype))
		/* a pointer read folded by expand.c is no integer constant */
		expr->flags = CEF_INT | CEF_SET_ICE;
	return expr->ctype;
}

/* "abc": a static array of its characters, char[4] (6.4.5p6). */
static struct symbol *evaluate_string(struct expression *expr)
{
	static struct symbol *const char_types[] = {
		&char_ctype, NULL, &ushort_ctype, NULL, &char_ctype,
	};
	struct symbol *node = alloc_symbol(expr->pos, SYM_NODE);
	struct symbol *array = alloc_symbol(expr->pos, SYM_ARRAY);
	struct symbol *char_type = &char_ctype;
	unsigned int length = expr->string->length;

	if (expr->wide > 0 && expr->wide <= 4)
		char_type = char_types[expr->wide];
	if (expr->wide == 1)
		char_type = wchar_t_ctype;
	else if (expr->wide == 3)
		char_type = uint32_ctype;
	if (!char_type)
		char_type = &char_ctype;
	array->array_size = alloc_const_expression(expr->pos, length);
	array->array_size->ctype = size_t_ctype;
	array->array_size->flags = CEF_INT | CEF_SET_ICE;
	array->bit_size = length * char_type->bit_size;
	array->ctype.alignment = char_type->ctype.alignment;
	array->ctype.modifiers = MOD_STATIC;
	array->ctype.base_type = char_type;
	array->examined = array->evaluated = 1;
	node->ctype.modifiers = MOD_STATIC;
	node->ctype.base_type = array;
	node->bit_size = array->bit_size;
	node->ctype.alignment = array->ctype.alignment;
	node->array_size = array->array_size;
	node->string = 1;
	node->examined = node->evaluated = 1;
	expr->ctype = node;
	expr->flags = CEF_NONE;
	return node;
}

/* Is @sym one of the constants of the enum @type? */
static bool is_enumerator(struct symbol *sym, struct symbol *type)
{
	return type && type->type == SYM_ENUM && sym->initializer &&
	       sym->enumerator;
}

static bool fits_in_int(unsigned long long value, struct symbol *type)
{
	long long v = value;

	if (type->bit_size > 0 && type->bit_size < 64 &&
	    (type->ctype.modifiers & MOD_UNSIGNED))
		v = value & ((1ULL << type->bit_size) - 1);
	else if ((type->ctype.modifiers & MOD_UNSIGNED) && v < 0)
		return false;
	return v >= -0x80000000LL && v <= 0x7fffffffLL;
}

/* An enumeration constant becomes its value, typed by its enum. */
static struct symbol *evaluate_enumerator(struct expression *expr,
					  struct symbol *sym)
{
	struct expression *init = sym->initializer;
	struct symbol *type = sym->ctype.base_type;
	long long value = 0;

	if (init->type != EXPR_VALUE) {
		if (!init->ctype)
			evaluate_expression(init);
		value = get_expression_value(init);
		init->type = EXPR_VALUE;
		init->value = value;
		if (type->ctype.base_type)
			init->ctype = type->ctype.base_type;
	}
	expr->type = EXPR_VALUE;
	expr->value = init->value;
	expr->taint = 0;
	/* typed by the parser once the enum is complete (type_enumerators) */
	expr->ctype = init->ctype;
	if (!expr->ctype) {
		/* an int if its value fits, as sparse types them */
		expr->ctype = type->ctype.base_type;
		if (!expr->ctype)
			expr->ctype = &int_ctype;
		if (fits_in_int(init->value, expr->ctype))
			expr->ctype = &int_ctype;
	}
	expr->flags = CEF_ENUM | CEF_SET_ICE;
	return expr->ctype;
}

/*
 * @expr becomes the lvalue *(&@sym), typed @sym: an address named @name,
 * an address constant when @constant.
 */
struct symbol *symbol_lvalue(struct expression *expr, struct symbol *sym,
			     struct ident *name, bool constant)
{
	struct expression *addr = alloc_expression(expr->pos, EXPR_SYMBOL);

	addr->symbol = sym;
	addr->symbol_name = name;
	addr->ctype = &lazy_ptr_ctype;
	if (constant)
		addr->flags = CEF_ADDR;
	expr->type = EXPR_PREOP;
	expr->op = '*';
	expr->unop = addr;
	expr->flags = CEF_NONE;
	expr->ctype = sym;
	return sym;
}

/* goto L or &&L: L is a label of the function, or was declared one. */
static void check_label_declared(struct symbol *label, struct position pos)
{
	if (label && label->type == SYM_LABEL &&
	    label->namespace == NS_LABEL && !label->label_stmt)
		sparse_error(pos, "label '%s' was not declared",
			     show_ident(label->ident));
}

/* An object or function is the lvalue *(&sym): its type is the symbol. */
static struct symbol *evaluate_symbol_expression(struct expression *expr)
{
	struct symbol *sym = expr->symbol;
	struct symbol *base;

	if (!sym) {
		expr_error(expr, "undefined identifier '%s'",
			   show_ident(expr->symbol_name));
		return NULL;
	}
	examine_type(sym);
	base = sym->ctype.base_type;
	if (!base) {
		expr_error(expr, "identifier '%s' has no type",
			   show_ident(expr->symbol_name));
		return NULL;
	}
	if (is_enumerator(sym, base))
		return evaluate_enumerator(expr, sym);
	return symbol_lvalue(expr, sym, expr->symbol_name,
			     sym->ctype.modifiers &
			     (MOD_TOPLEVEL | MOD_STATIC | MOD_EXTERN));
}

// Binary operators (6.5.5 to 6.5.7, 6.5.10 to 6.5.12)

/*
 * A binary operator with an operand of the bad type is not typed at all
 * (as sparse: a constant expression says "bad constant expression type"),
 * any other misfit is of the bad type.
 */
static struct symbol *bad_expr_type(struct expression *expr)
{
	switch (expr->type) {
	case EXPR_BINOP: case EXPR_COMPARE:
		if (expr->left->ctype == &bad_ctype ||
		    expr->right->ctype == &bad_ctype) {
			expr->flags = CEF_NONE;
			expr->ctype = NULL;
			return NULL;
		}
		sparse_error(expr->pos, "incompatible types for operation (%s):",
			     show_special(expr->op));
		info(expr->pos, "   %s", show_typename(expr->left->ctype));
		info(expr->pos, "   %s", show_typename(expr->right->ctype));
		break;
	case EXPR_PREOP: case EXPR_POSTOP:
		if (expr->unop->ctype == &bad_ctype)
			break;
		sparse_error(expr->pos, "incompatible type for operation (%s):",
			     show_special(expr->op));
		info(expr->pos, "   %s", show_typename(expr->unop->ctype));
		break;
	default:
		break;
	}
	expr->flags = CEF_NONE;
	expr->ctype = &bad_ctype;
	return &bad_ctype;
}

/*
 * The scaled index: index * size, at the width of a pointer.  The size,
 * the product and a constant index scaled are at @pos, the operator's, as
 * in sparse (where a compare of two a[i], &a[1] or &a[-1] is said to be).
 */
static struct expression *scale_index(struct expression *index,
				      struct symbol *itype, int multiply,
				      struct position pos)
{
	struct expression *val, *mul;

	if (index->type == EXPR_VALUE) {
		unsigned long long v = index->value, mask;
		int bits = itype->bit_size > 0 ? itype->bit_size : bits_in_int;

		val = alloc_expression(pos, EXPR_VALUE);
		mask = 1ULL << (bits - 1);
		if (bits < 64 && (v & mask) &&
		    !(itype->ctype.modifiers & MOD_UNSIGNED))
			v |= -mask;
		else if (bits < 64)
			v &= (mask << 1) - 1;
		v *= multiply;
		if (bits_in_pointer < 64)
			v &= (1ULL << bits_in_pointer) - 1;
		val->value = v;
		val->ctype = ssize_t_ctype;
		val->flags = index->flags;
		return val;
	}
	if (itype->bit_size < bits_in_pointer)
		index = cast_to(index, ssize_t_ctype);
	/* as sparse: the index into objects of no size is not scaled */
	if (multiply <= 1)
		return index;
	val = alloc_const_expression(pos, multiply);
	val->ctype = ssize_t_ctype;
	val->flags = CEF_INT | CEF_SET_ICE;
	mul = alloc_expression(pos, EXPR_BINOP);
	mul->op = '*';
	mul->ctype = ssize_t_ctype;
	mul->left = index;
	mul->right = val;
	mul->flags = index->flags & ~CEF_CONST_MASK;
	return mul;
}

/* pointer + integer: the integer scaled by the size pointed to. */
static struct symbol *evaluate_ptr_add(struct expression *expr,
				       struct symbol *itype)
{
	struct expression *index = expr->right;
	struct symbol *ctype, *base;
	int multiply;

	classify_type(degenerate(expr->left), &ctype);
	base = examine_pointer_target(ctype);
	if (!base) {
		expr_error(expr, "missing type information");
		return NULL;
	}
	if (is_function(base)) {
		expr_error(expr, "arithmetics on pointers to functions");
		return NULL;
	}
	multiply = is_void_type(base) ? 1 : bits_to_bytes(base->bit_size);
	if (ctype == &null_ctype)
		ctype = &ptr_ctype;
	expr->ctype = ctype;
	expr->flags = CEF_NONE;
	if ((expr->left->flags & CEF_ADDR) && (index->flags & CEF_ICE))
		expr->flags = CEF_ADDR;
	if (multiply == 1 && itype->bit_size == bits_in_pointer)
		return ctype;
	expr->right = scale_index(index, itype, multiply, expr->pos);
	return ctype;
}

/* p - q becomes (p - q) / size: the difference in bytes, divided. */
static void divide_by_size(struct expression *expr, unsigned long size)
{
	struct expression *sub = alloc_expression(expr->pos, EXPR_BINOP);
	struct expression *val = alloc_const_expression(expr->pos, 0);

	val->value = size;
	val->ctype = size_t_ctype;
	val->flags = CEF_INT | CEF_SET_ICE;
	sub->op = '-';
	sub->ctype = ssize_t_ctype;
	sub->left = expr->left;
	sub->right = expr->right;
	expr->op = '/';
	expr->left = sub;
	expr->right = val;
}

/* pointer - pointer: the difference in elements, a ptrdiff_t (6.5.6p9) */
static struct symbol *evaluate_ptr_sub(struct expression *expr)
{
	struct expression *l = expr->left, *r = expr->right;
	struct symbol *ltype, *rtype, *lbase;
	const char *typediff;
	unsigned long value;

	classify_type(degenerate(l), &ltype);
	classify_type(degenerate(r), &rtype);
	lbase = examine_pointer_target(ltype);
	examine_pointer_target(rtype);
	typediff = type_difference(&ltype->ctype, &rtype->ctype,
				   target_qualifiers(rtype),
				   target_qualifiers(ltype));
	if (typediff)
		expr_error(expr, "subtraction of different types can't work (%s)",
			   typediff);
	if (is_function(lbase)) {
		expr_error(expr, "subtraction of functions? Share your drugs");
		return NULL;
	}
	expr->ctype = ssize_t_ctype;
	expr->flags = CEF_NONE;
	if (!lbase || lbase->bit_size <= bits_in_char)
		return ssize_t_ctype;
	value = bits_to_bytes(lbase->bit_size);
	if ((value & (value - 1)) && Wptr_subtraction_blows) {
		warning(expr->pos, "potentially expensive pointer subtraction");
		info(expr->pos, "    '%s' has a non-power-of-2 size: %lu",
		     show_typename(lbase), value);
	}
	divide_by_size(expr, value);
	return ssize_t_ctype;
}

/* dubious: !x & y — a logical value used bitwise */
static void check_dubious_not(struct expression *expr)
{
	bool left_not = expr->left->type == EXPR_PREOP &&
			expr->left->op == '!';
	bool right_not = expr->right->type == EXPR_PREOP &&
			 expr->right->op == '!';

	if ((expr->op == '&' || expr->op == '|') && (left_not || right_not))
		warning(expr->pos, "dubious: %sx %c %sy", left_not ? "!" : "",
			expr->op, right_not ? "!" : "");
}

static struct symbol *evaluate_arith(struct expression *expr, int lclass,
				     int rclass, struct symbol *ltype,
				     struct symbol *rtype)
{
	int op = expr->op;
	struct symbol *ctype;

	expr->flags = expr->left->flags & expr->right->flags &
		      ~CEF_CONST_MASK & ~CEF_ADDR;
	if ((lclass | rclass) & TYPE_FLOAT) {
		if (op != '+' && op != '-' && op != '*' && op != '/')
			return bad_expr_type(expr);
		expr->flags &= ~CEF_ICE;
	}
	if (op == SPECIAL_LEFTSHIFT || op == SPECIAL_RIGHTSHIFT) {
		unrestrict(expr->left, lclass, &ltype);
		unrestrict(expr->right, rclass, &rtype);
		ctype = ltype = integer_promotion(ltype);
		rtype = integer_promotion(rtype);
	} else {
		check_dubious_not(expr);
		ltype = usual_conversions(op, expr->left, expr->right,
					  lclass, rclass, ltype, rtype);
		ctype = rtype = ltype;
	}
	expr->left = cast_to(expr->left, ltype);
	expr->right = cast_to(expr->right, rtype);
	expr->ctype = ctype;
	return ctype;
}

static struct symbol *evaluate_binop(struct expression *expr)
{
	struct symbol *ltype, *rtype;
	int lclass = classify_type(expr->left->ctype, &ltype);
	int rclass = classify_type(expr->right->ctype, &rtype);
	int op = expr->op;

	if (lclass & rclass & TYPE_NUM)
		return evaluate_arith(expr, lclass, rclass, ltype, rtype);
	if ((lclass & TYPE_PTR) && is_int_class(rclass) &&
	    (op == '+' || op == '-')) {
		unrestrict(expr->right, rclass, &rtype);
		return evaluate_ptr_add(expr, rtype);
	}
	if ((rclass & TYPE_PTR) && is_int_class(lclass) && op == '+') {
		struct expression *index = expr->left;

		unrestrict(index, lclass, &ltype);
		expr->left = expr->right;
		expr->right = index;
		return evaluate_ptr_add(expr, ltype);
	}
	if ((lclass & rclass & TYPE_PTR) && op == '-')
		return evaluate_ptr_sub(expr);
	return bad_expr_type(expr);
}

// Comparisons (6.5.8, 6.5.9)

static int modify_for_unsigned(int op)
{
	switch (op) {
	case '<': return SPECIAL_UNSIGNED_LT;
	case '>': return SPECIAL_UNSIGNED_GT;
	case SPECIAL_LTE: return SPECIAL_UNSIGNED_LTE;
	case SPECIAL_GTE: return SPECIAL_UNSIGNED_GTE;
	default: return op;
	}
}

static struct symbol *compare_ok(struct expression *expr)
{
	expr->ctype = &int_ctype;
	return &int_ctype;
}

/* A pointer compared with a null pointer constant or void pointer. */
static int compare_null(struct expression *expr, int lclass, int rclass,
			struct symbol *ltype, struct symbol *rtype)
{
	int null1 = is_null_pointer_constant(expr->left);
	int null2 = is_null_pointer_constant(expr->right);

	if (null1 == 2)
		bad_null(expr->left);
	if (null2 == 2)
		bad_null(expr->right);
	if (null1 && null2) {
		expr->type = EXPR_VALUE;
		expr->value = expr->op == SPECIAL_EQUAL;
		expr->flags = CEF_SET_ICE;
		return 1;
	}
	if (null1 && (rclass & TYPE_PTR)) {
		expr->left = cast_to(expr->left, rtype);
		return 1;
	}
	if (null2 && (lclass & TYPE_PTR)) {
		expr->right = cast_to(expr->right, ltype);
		return 1;
	}
	return 0;
}

static struct symbol *compare_pointers(struct expression *expr,
				       struct symbol *ltype,
				       struct symbol *rtype)
{
	struct symbol *lbase, *rbase;
	const char *typediff;
	bool equality = expr->op == SPECIAL_EQUAL ||
			expr->op == SPECIAL_NOTEQUAL;

	expr->op = modify_for_unsigned(expr->op);
	lbase = examine_pointer_target(ltype);
	rbase = examine_pointer_target(rtype);
	if (equality && ltype->ctype.as == rtype->ctype.as) {
		if (lbase == &void_ctype) {
			expr->right = cast_to(expr->right, ltype);
			return compare_ok(expr);
		}
		if (rbase == &void_ctype) {
			expr->left = cast_to(expr->left, rtype);
			return compare_ok(expr);
		}
	}
	typediff = type_difference(&ltype->ctype, &rtype->ctype,
				   target_qualifiers(rtype),
				   target_qualifiers(ltype));
	if (!typediff)
		return compare_ok(expr);
	expr_error(expr, "incompatible types in comparison expression (%s):",
		   typediff);
	info(expr->pos, "   %s", show_typename(ltype));
	info(expr->pos, "   %s", show_typename(rtype));
	return NULL;
}

static struct symbol *evaluate_compare(struct expression *expr)
{
	struct expression *left = expr->left, *right = expr->right;
	struct symbol *ltype, *rtype, *ctype;
	int lclass = classify_type(degenerate(left), &ltype);
	int rclass = classify_type(degenerate(right), &rtype);

	if (ltype == &type_ctype && rtype == &type_ctype) {
		expr->flags = CEF_SET_ICE;
		return compare_ok(expr);
	}
	if (is_safe_type(left->ctype) || is_safe_type(right->ctype))
		warning(expr->pos, "testing a 'safe expression'");
	expr->flags = left->flags & right->flags & ~CEF_CONST_MASK & ~CEF_ADDR;
	if (lclass & rclass & TYPE_NUM) {
		ctype = usual_conversions(expr->op, left, right, lclass,
					  rclass, ltype, rtype);
		expr->left = cast_to(left, ctype);
		expr->right = cast_to(right, ctype);
		if (ctype->ctype.modifiers & MOD_UNSIGNED)
			expr->op = modify_for_unsigned(expr->op);
		return compare_ok(expr);
	}
	if (!((lclass | rclass) & TYPE_PTR))
		return bad_expr_type(expr);
	if ((expr->op == SPECIAL_EQUAL || expr->op == SPECIAL_NOTEQUAL) &&
	    compare_null(expr, lclass, rclass, ltype, rtype))
		return compare_ok(expr);
	if (!(lclass & rclass & TYPE_PTR))
		return bad_expr_type(expr);
	return compare_pointers(expr, ltype, rtype);
}

// Logical operators and conditions (6.5.13, 6.5.14, 6.8.4, 6.8.5)

/* A controlling expression: a scalar, tested against 0. */
static struct symbol *evaluate_conditional(struct expression *expr,
					   bool iterator)
{
	struct symbol *ctype;

	if (!expr)
		return NULL;
	if (!iterator && expr->type == EXPR_ASSIGNMENT && expr->op == '=')
		warning(expr->pos, "assignment expression in conditional");
	ctype = evaluate_expression(expr);
	if (!ctype || ctype == &bad_ctype)
		return NULL;
	if (is_safe_type(ctype))
		warning(expr->pos, "testing a 'safe expression'");
	if (is_func_type(ctype)) {
		if (Waddress)
			warning(expr->pos, "the address of %s will always evaluate as true",
				"a function");
	} else if (is_array_type(ctype)) {
		if (Waddress)
			warning(expr->pos, "the address of %s will always evaluate as true",
				"an array");
	} else if (!is_scalar_type(ctype)) {
		sparse_error(expr->pos, "non-scalar type in conditional:");
		info(expr->pos, "   %s", show_typename(ctype));
		return NULL;
	}
	return degenerate(expr);
}

static struct symbol *evaluate_logical(struct expression *expr)
{
	if (!evaluate_conditional(expr->left, false))
		return NULL;
	if (!evaluate_conditional(expr->right, false))
		return NULL;
	expr->ctype = &int_ctype;
	expr->flags = expr->left->flags & expr->right->flags &
		      ~(CEF_CONST_MASK | CEF_ADDR);
	return &int_ctype;
}

// Assignment operators (6.5.16)

/*
 * The object an lvalue's address designates is written: the symbol
 * found through &sym, &sym + offset (a member) and casts of them (the
 * kernel's WRITE_ONCE stores through *(volatile T *)&x).
 */
static void mark_assigned(struct expression *addr)
{
	while (addr) {
		switch (addr->type) {
		case EXPR_SYMBOL:
			if (addr->symbol && addr->symbol->type == SYM_NODE)
				addr->symbol->ctype.modifiers |= MOD_ASSIGNED;
			return;
		case EXPR_BINOP:
			mark_assigned(addr->right);
			addr = addr->left;
			break;
		case EXPR_CAST: case EXPR_FORCE_CAST: case EXPR_IMPLIED_CAST:
			addr = addr->cast_expression;
			break;
		case EXPR_SLICE:
			addr = addr->base;
			break;
		default:
			return;
		}
	}
}

static void evaluate_assign_to(struct expression *left, struct symbol *type)
{
	if (type && (type->ctype.modifiers & MOD_CONST))
		expr_error(left, "assignment to const expression");
	if (left->type == EXPR_PREOP && left->op == '*')
		mark_assigned(left->unop);
	else if (left->type == EXPR_SLICE)
		mark_assigned(left->base);
}

static bool compatible_float_op(int op)
{
	return op == SPECIAL_ADD_ASSIGN || op == SPECIAL_SUB_ASSIGN ||
	       op == SPECIAL_MUL_ASSIGN || op == SPECIAL_DIV_ASSIGN;
}

/* The binary operator of a compound assignment. */
static int assign_op_binop(int op)
{
	switch (op) {
	case SPECIAL_ADD_ASSIGN: return '+';
	case SPECIAL_SUB_ASSIGN: return '-';
	case SPECIAL_MUL_ASSIGN: return '*';
	case SPECIAL_DIV_ASSIGN: return '/';
	case SPECIAL_MOD_ASSIGN: return '%';
	case SPECIAL_SHL_ASSIGN: return SPECIAL_LEFTSHIFT;
	case SPECIAL_SHR_ASSIGN: return SPECIAL_RIGHTSHIFT;
	case SPECIAL_AND_ASSIGN: return '&';
	case SPECIAL_OR_ASSIGN: return '|';
	case SPECIAL_XOR_ASSIGN: return '^';
	default: return op;
	}
}

static int evaluate_restricted_assign(struct expression *expr, int sclass,
				      struct symbol *target, struct symbol *t,
				      struct symbol *s)
{
	int op = expr->op;

	if (restricted_binop(op) == RESTR_WARN) {
		if (Wbitwise)
			warning(expr->pos, "bad assignment (%s) to %s",
				show_special(op), show_typename(t));
		expr->right = cast_to(expr->right, target);
		return 0;
	}
	if (((sclass & TYPE_FOULED) && unfoul(s) == t) ||
	    !restricted_value(expr->right, t)) {
		expr->right = cast_to(expr->right, target);
		return 1;
	}
	if (t == s)
		return 1;
	if (Wbitwise) {
		warning(expr->pos, "invalid assignment: %s", show_special(op));
		info(expr->pos, "   left side has type %s", show_typename(t));
		info(expr->pos, "   right side has type %s", show_typename(s));
	}
	return 0;
}

/*
 * x op= y done in the type of a nocast x is done in x's own type, as
 * sparse: y's conversion to it is to a nocast type.
 */
static struct symbol *assign_op_nocast(struct symbol *left,
				       struct symbol *type)
{
	struct symbol *base = left;
	unsigned long mod = 0;

	for (; base && base->type == SYM_NODE; base = base->ctype.base_type)
		mod |= base->ctype.modifiers;
	return base == type && (mod & MOD_NOCAST) ? left : type;
}

/*
 * As sparse: a 64-bit integer reached through a pointer (*p, a[i], not a
 * variable nor a member) op= a value of 32 bits computes in the value's
 * type, unless the target is unsigned and the value signed; a float so
 * reached op= a double computes in float.  @usual: the usual type.
 */
static struct symbol *deref_assign_type(struct expression *left,
					struct symbol *t, int tclass,
					struct symbol *s, int sclass,
					struct symbol *usual)
{
	struct symbol *ps;

	if (left->type != EXPR_PREOP || left->op != '*' || !left->ctype ||
	    left->ctype->ident || (tclass | sclass) & TYPE_RESTRICT)
		return usual;
	if (tclass & sclass & TYPE_FLOAT)
		return t->bit_size == 32 && s->bit_size == 64 ? t : usual;
	if ((tclass | sclass) & TYPE_FLOAT)
		return usual;
	ps = integer_promotion(s);
	if (t->bit_size != 64 || ps->bit_size != 32)
		return usual;
	if ((t->ctype.modifiers & MOD_UNSIGNED) &&
	    !(ps->ctype.modifiers & MOD_UNSIGNED))
		return usual;
	return ps;
}

/*
 * As sparse: the count of 'x <<= n' of another width than x's promoted
 * type is converted to it as an unsigned int (zero-extended); of the
 * same width it keeps its own promoted type.
 */
static struct symbol *shift_count_type(struct expression *expr,
				       struct symbol *t, struct symbol *s)
{
	struct symbol *count = integer_promotion(s);
	struct symbol *type = integer_promotion(t);

	if (count->bit_size == type->bit_size)
		return count;
	expr->right = cast_to(expr->right, &uint_ctype);
	return type;
}

static int evaluate_assign_op(struct expression *expr)
{
	struct symbol *target = expr->left->ctype;
	struct symbol *source = expr->right->ctype;
	struct symbol *t, *s;
	int tclass = classify_type(target, &t);
	int sclass = classify_type(source, &s);
	int op = expr->op;

	/* a value whose operation was rejected: said once */
	if (source == &bad_ctype)
		return 0;
	if (tclass & sclass & TYPE_NUM) {
		if ((tclass & TYPE_FLOAT) && !compatible_float_op(op)) {
			expr_error(expr, "invalid assignment");
			return 0;
		}
		if (tclass & TYPE_RESTRICT)
			return evaluate_restricted_assign(expr, sclass, target,
							  t, s);
		if (op == SPECIAL_SHR_ASSIGN || op == SPECIAL_SHL_ASSIGN) {
			/* as sparse: the count, promoted and made unsigned,
			 * is converted to x's promoted type */
			unrestrict(expr->right, sclass, &s);
			target = shift_count_type(expr, t, s);
		} else if (sclass & TYPE_RESTRICT) {
			if (Wbitwise) {
				warning(expr->pos, "invalid assignment: %s",
					show_special(op));
				info(expr->pos, "   left side has type %s",
				     show_typename(t));
				info(expr->pos, "   right side has type %s",
				     show_typename(s));
			}
			return 0;
		} else {
			target = usual_conversions(assign_op_binop(op),
						   expr->left, expr->right,
						   tclass, sclass, t, s);
			target = deref_assign_type(expr->left, t, tclass, s,
						   sclass, target);
			target = assign_op_nocast(expr->left->ctype, target);
		}
		expr->right = cast_to(expr->right, target);
		return 1;
	}
	if (tclass == TYPE_PTR && is_int_class(sclass)) {
		if (op == SPECIAL_ADD_ASSIGN || op == SPECIAL_SUB_ASSIGN) {
			unrestrict(expr->right, sclass, &s);
			evaluate_ptr_add(expr, s);
			return 1;
		}
		expr_error(expr, "invalid pointer assignment");
		return 0;
	}
	expr_error(expr, "invalid assignment");
	return 0;
}

static struct symbol *evaluate_assignment(struct expression *expr)
{
	struct expression *left = expr->left;
	struct symbol *ltype = left->ctype;

	/* a string literal is an object, if not a modifiable one */
	if (!lvalue_expression(left) && left->type != EXPR_STRING) {
		expr_error(expr, "not an lvalue");
		return NULL;
	}
	if (expr->op != '=') {
		if (!evaluate_assign_op(expr))
			return NULL;
	} else if (!compatible_assignment_types(expr, ltype, &expr->right,
						"assignment")) {
		return NULL;
	}
	evaluate_assign_to(left, ltype);
	expr->ctype = ltype;
	expr->flags = CEF_NONE;
	return ltype;
}

// Unary operators (6.5.3)

static struct symbol *evaluate_addressof(struct expression *expr)
{
	struct expression *op = expr->unop;
	struct symbol *ctype;

	if (op->type == EXPR_STRING) {
		/* &"abc": a string literal is an object, a static array */
		ctype = op->ctype;
		*expr = *op;
		expr->ctype = create_pointer(expr, ctype, false);
		expr->flags = CEF_ADDR;
		return expr->ctype;
	}
	if (op->op != '*' || op->type != EXPR_PREOP) {
		expr_error(expr, "not addressable");
		return NULL;
	}
	ctype = op->ctype;
	if (ctype && ctype->builtin && op->unop->type == EXPR_SYMBOL) {
		expr_error(expr, "taking the address of built-in function '%s'",
			   show_ident(ctype->ident));
		return NULL;
	}
	*expr = *op->unop;
	mark_addressable(expr);
	if (expr->ctype == &lazy_ptr_ctype)
		expr->ctype = create_pointer(expr, ctype, false);
	return expr->ctype;
}

/* The node a dereference gives: what the pointer says of its target. */
static void merge_type(struct symbol *node, struct symbol *type)
{
	node->ctype.modifiers |= type->ctype.modifiers & ~MOD_STORAGE;
	if (type->ctype.as)
		node->ctype.as = type->ctype.as;
	concat_ptr_list(type->ctype.contexts, &node->ctype.contexts);
	node->ctype.base_type = type->ctype.base_type;
	if (node->ctype.base_type && node->ctype.base_type->type == SYM_NODE)
		merge_type(node, node->ctype.base_type);
}

static struct symbol *evaluate_dereference(struct expression *expr)
{
	struct expression *op = expr->unop;
	struct symbol *ctype = op->ctype, *node, *target;

	if (op->type == EXPR_PREOP && op->op == '&') {
		*expr = *op->unop;
		expr->flags = CEF_NONE;
		return expr->ctype;
	}
	examine_type(ctype);
	ctype = base_of(ctype);
	target = ctype ? examine_type(ctype->ctype.base_type) : NULL;
	if (!ctype || !target) {
		expr_error(expr, "cannot dereference this type");
		return NULL;
	}
	switch (ctype->type) {
	case SYM_FN:
		*expr = *op;
		return expr->ctype;
	case SYM_PTR:
		node = alloc_symbol(expr->pos, SYM_NODE);
		merge_type(node, ctype);
		break;
	case SYM_ARRAY:
		if (op->type == EXPR_STRING) {
			/* *"abc": the string decays, then as a pointer */
			ctype = base_of(degenerate(op));
			node = alloc_symbol(expr->pos, SYM_NODE);
			merge_type(node, ctype);
			break;
		}
		if (!lvalue_expression(op)) {
			expr_error(op, "non-lvalue array??");
			return NULL;
		}
		*op = *op->unop;
		node = alloc_symbol(expr->pos, SYM_NODE);
		merge_type(node, op->ctype);
		merge_type(node, ctype);
		break;
	default:
		expr_error(expr, "cannot dereference this type");
		return NULL;
	}
	node->bit_size = target->bit_size;
	node->array_size = target->array_size;
	node->ctype.alignment = target->ctype.alignment;
	node->examined = 1;
	expr->ctype = node;
	expr->flags = CEF_NONE;
	return node;
}

/* + - ~: promoted operands; ~ on a narrow bitwise type fouls it. */
static struct symbol *evaluate_sign(struct expression *expr)
{
	struct symbol *ctype = expr->unop->ctype;
	int class = classify_type(ctype, &ctype);
	unsigned char flags = expr->unop->flags & ~CEF_CONST_MASK & ~CEF_ADDR;

	if (!(class & TYPE_NUM))
		return bad_expr_type(expr);
	if (class & TYPE_RESTRICT) {
		if (expr->op == '~') {
			if (ctype->bit_size < bits_in_int &&
			    !(class & TYPE_FOULED))
				ctype = befoul(ctype);
		} else if (expr->op != '+') {
			unrestrict(expr, class, &ctype);
			class &= ~(TYPE_RESTRICT | TYPE_FOULED);
		}
	}
	if (!(class & TYPE_FLOAT)) {
		if (!(class & TYPE_RESTRICT))
			ctype = integer_promotion(ctype);
		expr->unop = cast_to(expr->unop, ctype);
	} else if (expr->op == '~') {
		return bad_expr_type(expr);
	}
	if (class & TYPE_FLOAT)
		flags &= ~CEF_ICE;
	if (expr->op == '+')
		*expr = *expr->unop;
	expr->flags = flags;
	expr->ctype = ctype;
	return ctype;
}

static struct symbol *evaluate_not(struct expression *expr)
{
	struct symbol *ctype = degenerate(expr->unop);

	expr->flags = expr->unop->flags & ~CEF_CONST_MASK & ~CEF_ADDR;
	if (is_safe_type(ctype))
		warning(expr->pos, "testing a 'safe expression'");
	if (is_float_type(ctype)) {
		struct expression *arg = expr->unop;

		expr->type = EXPR_COMPARE;
		expr->op = SPECIAL_EQUAL;
		expr->left = arg;
		expr->right = alloc_expression(expr->pos, EXPR_FVALUE);
		expr->right->ctype = ctype;
		expr->right->fvalue = 0;
		expr->right->flags = CEF_FLOAT | CEF_ACE;
	} else if (is_fouled_type(ctype) && Wbitwise) {
		warning(expr->pos, "%s degrades to integer",
			show_typename(base_of(ctype)->ctype.base_type));
	}
	expr->ctype = &int_ctype;
	return &int_ctype;
}

/* ++ and --, before or after: a scalar lvalue, stepped by a size. */
static struct symbol *evaluate_postop(struct expression *expr)
{
	struct expression *op = expr->unop;
	struct symbol *ctype = op->ctype;
	int class = classify_type(ctype, &ctype);
	int multiply = 0;

	if (!class || (class & TYPE_COMPOUND)) {
		expr_error(expr, "need scalar for ++/--");
		return NULL;
	}
	if (!lvalue_expression(op)) {
		expr_error(expr, "need lvalue expression for ++/--");
		return NULL;
	}
	unrestrict(expr, class, &ctype);
	if (class & TYPE_NUM) {
		multiply = 1;
	} else if (class == TYPE_PTR) {
		struct symbol *target = examine_pointer_target(ctype);

		if (target && !is_function(target))
			multiply = is_void_type(target) ? 1 :
				   bits_to_bytes(target->bit_size);
	}
	if (!multiply) {
		expr_error(expr, "bad argument type for ++/--");
		return NULL;
	}
	evaluate_assign_to(op, op->ctype);
	expr->op_value = multiply;
	expr->ctype = ctype;
	expr->flags = CEF_NONE;
	return ctype;
}

static struct symbol *evaluate_preop(struct expression *expr)
{
	struct symbol *ctype = expr->unop->ctype;

	switch (expr->op) {
	case '(':
		*expr = *expr->unop;
		return ctype;
	case '+': case '-': case '~':
		return evaluate_sign(expr);
	case '*':
		return evaluate_dereference(expr);
	case '&':
		return evaluate_addressof(expr);
	case SPECIAL_INCREMENT: case SPECIAL_DECREMENT:
		return evaluate_postop(expr);
	case '!':
		return evaluate_not(expr);
	default:
		expr->ctype = ctype;
		return ctype;
	}
}

// The conditional operator (6.5.15)

/*
 * A pointer operand to the common type @ctype.  As sparse: one of
 * qualified type (a 'T *const' object, a member read through a pointer
 * to const) is converted even when @ctype is its own pointer type (a
 * ptrcast), unless what it points to has those qualifiers too ('const T
 * *const'): the conversion is then to a copy of @ctype.
 */
static struct expression *cast_operand(struct expression *op,
				       struct symbol *ctype)
{
	struct symbol *type = op->ctype;
	unsigned long quals;

	if (!type || type->type != SYM_NODE || base_of(type) != ctype)
		return cast_to(op, ctype);
	quals = type->ctype.modifiers & MOD_QUALIFIER;
	if (quals & ~target_qualifiers(ctype)) {
		struct symbol *copy = alloc_symbol(ctype->pos, SYM_PTR);

		*copy = *ctype;
		return cast_to(op, copy);
	}
	return cast_to(op, ctype);
}

/* Both sides pointers: their common type, or why there is none. */
static struct symbol *conditional_pointers(struct expression *expr,
					   struct expression **cond,
					   struct symbol *ltype,
					   struct symbol *rtype,
					   const char **typediff)
{
	struct symbol *lbase, *rbase, *ctype;
	unsigned long qual;

	if (ltype->ctype.as != rtype->ctype.as) {
		*typediff = "different address spaces";
		return NULL;
	}
	lbase = examine_pointer_target(ltype);
	rbase = examine_pointer_target(rtype);
	qual = target_qualifiers(ltype) | target_qualifiers(rtype);
	if (lbase == &void_ctype) {
		ctype = ltype;
	} else if (rbase == &void_ctype) {
		ctype = rtype;
	} else {
		ctype = ltype;
		*typediff = type_difference(&ltype->ctype, &rtype->ctype,
					    qual, qual);
		if (*typediff)
			return NULL;
	}
	if (qual & ~ctype->ctype.modifiers) {
		struct symbol *sym = alloc_symbol(ctype->pos, SYM_PTR);

		*sym = *ctype;
		sym->ctype.modifiers |= qual;
		ctype = sym;
	}
	*cond = cast_operand(*cond, ctype);
	expr->cond_false = cast_operand(expr->cond_false, ctype);
	return ctype;
}

static struct symbol *conditional_null(struct expression *expr,
				       struct expression **cond, int lclass,
				       int rclass, struct symbol *ltype,
				       struct symbol *rtype)
{
	int null1 = is_null_pointer_constant(*cond);
	int null2 = is_null_pointer_constant(expr->cond_false);

	if (null1 && null2) {
		*cond = cast_to(*cond, &ptr_ctype);
		expr->cond_false = cast_to(expr->cond_false, &ptr_ctype);
		return &ptr_ctype;
	}
	if (null1 && (rclass & TYPE_PTR)) {
		if (null1 == 2)
			bad_null(*cond);
		*cond = cast_to(*cond, rtype);
		return rtype;
	}
	if (null2 && (lclass & TYPE_PTR)) {
		if (null2 == 2)
			bad_null(expr->cond_false);
		expr->cond_false = cast_to(expr->cond_false, ltype);
		return ltype;
	}
	return NULL;
}

/*
 * A constant expression only if all three operands are (6.6); as sparse
 * has it, a constant condition makes it what the chosen operand is.
 */
static void conditional_flags(struct expression *expr,
			      struct expression *cond)
{
	unsigned int flags = cond->flags & expr->cond_false->flags &
			     ~CEF_CONST_MASK;

	expr->flags = expr->conditional->flags & flags;
	if (!(expr->conditional->flags & (CEF_ACE | CEF_ADDR)))
		return;
	switch (expr_truth_value(expr->conditional)) {
	case 1:
		expr->flags = cond->flags & ~CEF_CONST_MASK;
		break;
	case 0:
		expr->flags = expr->cond_false->flags & ~CEF_CONST_MASK;
		break;
	default:
		expr->flags = flags;
		break;
	}
}

static struct symbol *evaluate_conditional_expression(struct expression *expr)
{
	struct expression **cond = &expr->conditional;
	struct symbol *ltype, *rtype, *ctype = NULL;
	const char *typediff = "different base types";
	int lclass, rclass;

	if (!evaluate_conditional(expr->conditional, false))
		return NULL;
	if (!evaluate_expression(expr->cond_false))
		return NULL;
	ltype = degenerate(expr->conditional);
	rtype = degenerate(expr->cond_false);
	if (expr->cond_true) {
		if (!evaluate_expression(expr->cond_true))
			return NULL;
		ltype = degenerate(expr->cond_true);
		cond = &expr->cond_true;
	}
	conditional_flags(expr, *cond);
	lclass = classify_type(ltype, &ltype);
	rclass = classify_type(rtype, &rtype);
	if (lclass & rclass & TYPE_NUM) {
		ctype = usual_conversions('?', *cond, expr->cond_false,
					  lclass, rclass, ltype, rtype);
		*cond = cast_to(*cond, ctype);
		expr->cond_false = cast_to(expr->cond_false, ctype);
	} else if ((lclass | rclass) & TYPE_PTR) {
		ctype = conditional_null(expr, cond, lclass, rclass, ltype,
					 rtype);
		if (!ctype && !(lclass & rclass & TYPE_PTR))
			typediff = "different types";
		else if (!ctype)
			ctype = conditional_pointers(expr, cond, ltype, rtype,
						     &typediff);
	} else if (ltype == rtype) {
		ctype = ltype;
	}
	if (ctype) {
		expr->ctype = ctype;
		return ctype;
	}
	expr_error(expr, "incompatible types in conditional expression (%s):",
		   typediff);
	info(expr->pos, "   %s", show_typename(ltype));
	info(expr->pos, "   %s", show_typename(rtype));
	return NULL;
}

/* __builtin_choose_expr(c, a, b): the chosen one, the other unseen. */
static struct symbol *evaluate_choose(struct expression *expr)
{
	struct expression *chosen;

	if (!evaluate_expression(expr->conditional))
		return NULL;
	chosen = get_expression_value(expr->conditional) ? expr->cond_true :
							   expr->cond_false;
	if (!chosen)
		return NULL;
	*expr = *chosen;
	return evaluate_expression(expr);
}

// Other expressions

static struct symbol *unqualify_type(struct symbol *ctype)
{
	if (ctype && ctype->type == SYM_NODE &&
	    (ctype->ctype.modifiers & MOD_QUALIFIER)) {
		struct symbol *unqual = alloc_symbol(ctype->pos, 0);

		*unqual = *ctype;
		unqual->ctype.modifiers &= ~MOD_QUALIFIER;
		return unqual;
	}
	return ctype;
}

static struct symbol *evaluate_comma(struct expression *expr)
{
	evaluate_expression(expr->left);
	if (!evaluate_expression(expr->right))
		return NULL;
	expr->ctype = unqualify_type(degenerate(expr->right));
	if (expr->ctype == &null_ctype)
		expr->ctype = &ptr_ctype;
	expr->flags = expr->left->flags & expr->right->flags & ~CEF_ADDR &
		      ~CEF_ICE & ~CEF_ACE;
	return expr->ctype;
}

/* _Generic: the association whose type the controlling one has. */
static bool generic_association_ok(struct symbol *type)
{
	struct symbol *base = base_of(type);

	if (base && base->type == SYM_ARRAY && base->array_size &&
	    base->bit_size < 0) {
		sparse_error(type->pos, "variable length array type in generic selection");
		return false;
	}
	if (is_func_type(type)) {
		sparse_error(type->pos, "function type in generic selection");
		return false;
	}
	if (type->bit_size <= 0 || is_void_type(type)) {
		sparse_error(type->pos, "incomplete type in generic selection");
		return false;
	}
	return true;
}

static struct symbol *evaluate_generic_selection(struct expression *expr)
{
	struct type_expression *map;
	struct expression *res = NULL;
	struct symbol source = { .type = SYM_NODE };
	struct symbol *ctrl;

	if (!evaluate_expression(expr->control))
		return NULL;
	ctrl = degenerate(expr->control);
	if (ctrl->type == SYM_NODE)
		source.ctype.base_type = ctrl->ctype.base_type;
	else
		source.ctype.base_type = ctrl;
	source.ctype.as = ctrl->ctype.as;
	for (map = expr->map; map; map = map->next) {
		struct symbol *stype = map->type;

		if (!stype || !evaluate_symbol(stype))
			continue;
		if (!generic_association_ok(stype))
			continue;
		if (type_difference(&source.ctype, &stype->ctype, 0, 0) == NULL) {
			res = map->expr;
			break;
		}
	}
	if (!res)
		res = expr->def;
	if (!res) {
		sparse_error(expr->pos, "no generic selection for '%s'",
			     show_typename(ctrl));
		return NULL;
	}
	*expr = *res;
	return evaluate_expression(expr);
}

static struct symbol *evaluate_type_expression(struct expression *expr)
{
	evaluate_symbol(expr->symbol);
	expr->ctype = &type_ctype;
	return &type_ctype;
}

/* An error in the left operand does not hide one in the right. */
static struct symbol *evaluate_operands(struct expression *expr)
{
	struct symbol *ltype = evaluate_expression(expr->left);
	struct symbol *rtype = evaluate_expression(expr->right);

	if (!ltype || !rtype)
		return NULL;
	switch (expr->type) {
	case EXPR_BINOP:
		return evaluate_binop(expr);
	case EXPR_COMPARE:
		return evaluate_compare(expr);
	default:
		return evaluate_assignment(expr);
	}
}

struct symbol *evaluate_expression(struct expression *expr)
{
	if (!expr)
		return NULL;
	init_ranks();
	/* evaluated already: its rewrites must not be redone */
	if (expr->ctype && expr->type != EXPR_VALUE &&
	    expr->type != EXPR_FVALUE)
		return expr->ctype == &bad_ctype ? NULL : expr->ctype;
	switch (expr->type) {
	case EXPR_VALUE: case EXPR_FVALUE:
		return evaluate_value(expr);
	case EXPR_STRING:
		return evaluate_string(expr);
	case EXPR_SYMBOL:
		return evaluate_symbol_expression(expr);
	case EXPR_BINOP: case EXPR_COMPARE: case EXPR_ASSIGNMENT:
		return evaluate_operands(expr);
	case EXPR_LOGICAL:
		return evaluate_logical(expr);
	case EXPR_COMMA:
		return evaluate_comma(expr);
	case EXPR_PREOP:
		if (!evaluate_expression(expr->unop))
			return NULL;
		return evaluate_preop(expr);
	case EXPR_POSTOP:
		if (!evaluate_expression(expr->unop))
			return NULL;
		return evaluate_postop(expr);
	case EXPR_CAST: case EXPR_FORCE_CAST: case EXPR_IMPLIED_CAST:
		return evaluate_cast(expr);
	case EXPR_SIZEOF:
		return evaluate_sizeof(expr);
	case EXPR_ALIGNOF:
		return evaluate_alignof(expr);
	case EXPR_PTRSIZEOF:
		return evaluate_ptrsizeof(expr);
	case EXPR_DEREF:
		return evaluate_member_dereference(expr);
	case EXPR_CALL:
		return evaluate_call(expr);
	case EXPR_CONDITIONAL:
		return evaluate_conditional_expression(expr);
	case EXPR_SELECT:
		return evaluate_choose(expr);
	case EXPR_STATEMENT:
		expr->ctype = evaluate_statement(expr->statement);
		expr->flags = CEF_NONE;
		return expr->ctype;
	case EXPR_LABEL:
		check_label_declared(expr->label_symbol, expr->pos);
		expr->ctype = &ptr_ctype;
		expr->flags = CEF_ADDR;
		return &ptr_ctype;
	case EXPR_TYPE:
		return evaluate_type_expression(expr);
	case EXPR_OFFSETOF:
		return evaluate_offsetof(expr);
	case EXPR_GENERIC:
		return evaluate_generic_selection(expr);
	case EXPR_INITIALIZER: case EXPR_IDENTIFIER: case EXPR_INDEX:
	case EXPR_POS:
		expr_error(expr, "internal front-end error: initializer in expression");
		return NULL;
	case EXPR_SLICE:
		expr_error(expr, "internal front-end error: SLICE re-evaluated");
		return NULL;
	case EXPR_ASM_OPERAND:
		return evaluate_expression(expr->expr);
	}
	return NULL;
}

// Statements (6.8)

static void evaluate_return(struct statement *stmt)
{
	struct expression *expr = stmt->ret_value;
	struct symbol *target = stmt->ret_target;
	struct symbol *rettype = target ? target->ctype.base_type : NULL;

	evaluate_expression(expr);
	if (!rettype || rettype == &void_ctype) {
		if (expr && expr->ctype && !is_void_type(expr->ctype))
			expr_error(expr, "return expression in %s function",
				   rettype ? "void" : "typeless");
		if (expr && Wreturn_void)
			warning(stmt->pos, "returning void-valued expression");
		return;
	}
	if (!expr) {
		sparse_error(stmt->pos, "return with no return value");
		return;
	}
	if (!expr->ctype)
		return;
	compatible_assignment_types(expr, rettype, &stmt->ret_value,
				    "return expression");
}

/* A case label's value at the type of the switch (6.8.4.2p5). */
static void check_case_type(struct expression *switch_expr,
			    struct expression **case_const)
{
	struct expression *case_expr = *case_const;
	struct symbol *switch_type, *case_type;
	int sclass, cclass;

	if (!case_expr)
		return;
	switch_type = switch_expr->ctype;
	case_type = case_expr->ctype;
	/* a label or a switch on a value that failed: none fits, as sparse */
	if (!case_type || case_type == &bad_ctype ||
	    !switch_type || switch_type == &bad_ctype)
		goto bad;
	sclass = classify_type(switch_type, &switch_type);
	cclass = classify_type(case_type, &case_type);
	if (!(sclass & cclass & TYPE_NUM) || ((sclass | cclass) & TYPE_FLOAT))
		goto bad;
	/*
	 * A bitwise side that does not match degrades, as for ==.  The
	 * label keeps its own type: sparse says nothing of a value too
	 * wide for the switch.
	 */
	if ((sclass | cclass) & TYPE_RESTRICT)
		usual_conversions(SPECIAL_EQUAL, switch_expr, case_expr, sclass,
				  cclass, switch_type, case_type);
	return;
bad:
	/* the label keeps its type: expansion then says it is no constant */
	if (!case_expr->case_type_said)
		sparse_error(case_expr->pos,
			     "incompatible types for 'case' statement");
	case_expr->case_type_said = 1;
}

static void evaluate_switch(struct statement *stmt)
{
	struct symbol *label;

	evaluate_expression(stmt->switch_expression);
	evaluate_statement(stmt->switch_statement);
	if (!stmt->switch_expression || !stmt->switch_case)
		return;
	FOR_EACH_PTR(stmt->switch_case->symbol_list, label) {
		struct statement *case_stmt = label->label_stmt;

		if (!case_stmt)
			continue;
		check_case_type(stmt->switch_expression,
				&case_stmt->case_expression);
		check_case_type(stmt->switch_expression, &case_stmt->case_to);
	} END_FOR_EACH_PTR(label);
}

static void evaluate_case(struct statement *stmt)
{
	evaluate_expression(stmt->case_expression);
	evaluate_expression(stmt->case_to);
	evaluate_statement(stmt->case_statement);
}

static void evaluate_iterator(struct statement *stmt)
{
	struct symbol *sym;

	/*
	 * As sparse: the declarations of a for-statement are evaluated as
	 * a list of symbols, each starting over with no error, so the
	 * warnings after an earlier error are said from there on (in the
	 * copy of an inline function too, at expansion).
	 */
	FOR_EACH_PTR(stmt->iterator_syms, sym) {
		has_error &= ~ERROR_CURR_PHASE;
		evaluate_symbol(sym);
	} END_FOR_EACH_PTR(sym);
	evaluate_conditional(stmt->iterator_pre_condition, true);
	evaluate_conditional(stmt->iterator_post_condition, true);
	evaluate_statement(stmt->iterator_pre_statement);
	evaluate_statement(stmt->iterator_statement);
	evaluate_statement(stmt->iterator_post_statement);
}

static void evaluate_goto(struct statement *stmt)
{
	struct symbol *label = stmt->goto_label;

	if (!label) {
		evaluate_expression(stmt->goto_expression);
		return;
	}
	check_label_declared(label, stmt->pos);
}

// asm statements (GNU)

static const char *constraint_text(struct expression *constraint)
{
	if (!constraint || constraint->type != EXPR_STRING)
		return "";
	return constraint->string->data;
}

/* An operand's constraint: '=' or '+' first, then letters and digits. */
static void check_asm_constraint(struct expression *constraint)
{
	const char *str = constraint_text(constraint);
	int c;

	if (!constraint || constraint->type != EXPR_STRING)
		return;
	if (!*str) {
		sparse_error(constraint->pos, "invalid ASM constraint (\"\")");
		return;
	}
	if (*str == '=' || *str == '+')
		str++;
	while ((c = *str++)) {
		if (c == '[')
			return;
		if (c == '=' || c == '+')
			sparse_error(constraint->pos, "invalid ASM constraint '%c'",
				     c);
	}
}

static void evaluate_asm_output(struct expression *op)
{
	const char *constraint = constraint_text(op->constraint);
	struct expression *expr = op->expr;

	check_asm_constraint(op->constraint);
	/* one that is no string was said when parsed */
	if (op->constraint && *constraint != '=' && *constraint != '+')
		expr_error(op, "output constraint is not an assignment constraint (\"%s\")",
			   constraint);
	if (!expr)
		return;
	if (!evaluate_expression(expr)) {
		/* no place to store to (a[ ) after a syntax error) */
		op->expr = NULL;
		return;
	}
	if (!lvalue_expression(expr))
		warning(expr->pos, "asm output is not an lvalue");
	evaluate_assign_to(expr, expr->ctype);
}

static void evaluate_asm_input(struct expression *op)
{
	const char *constraint = constraint_text(op->constraint);

	check_asm_constraint(op->constraint);
	if (*constraint == '=' || *constraint == '+')
		expr_error(op, "input constraint with assignment (\"%s\")",
			   constraint);
	if (op->expr)
		evaluate_expression(op->expr);
}

static void evaluate_asm_statement(struct statement *stmt)
{
	struct expression *op;
	struct symbol *sym;

	FOR_EACH_PTR(stmt->asm_outputs, op) {
		if (op && op->type == EXPR_ASM_OPERAND)
			evaluate_asm_output(op);
	} END_FOR_EACH_PTR(op);
	FOR_EACH_PTR(stmt->asm_inputs, op) {
		if (op && op->type == EXPR_ASM_OPERAND)
			evaluate_asm_input(op);
	} END_FOR_EACH_PTR(op);
	FOR_EACH_PTR(stmt->asm_clobbers, op) {
		if (!op) {
			sparse_error(stmt->pos, "bad asm clobbers");
			return;
		}
		if (op->type != EXPR_STRING)
			sparse_error(op->pos, "asm clobber is not a string");
	} END_FOR_EACH_PTR(op);
	FOR_EACH_PTR(stmt->asm_labels, sym) {
		if (!sym || sym->type != SYM_LABEL) {
			sparse_error(stmt->pos, "bad asm label");
			return;
		}
	} END_FOR_EACH_PTR(sym);
}

static struct symbol *evaluate_compound(struct statement *stmt)
{
	struct symbol *type = NULL;
	struct statement *s;

	evaluate_symbol(stmt->ret);
	evaluate_statement(stmt->args);
	FOR_EACH_PTR(stmt->stmts, s) {
		type = evaluate_statement(s);
	} END_FOR_EACH_PTR(s);
	return type ? type : &void_ctype;
}

static struct symbol *evaluate_expression_statement(struct statement *stmt)
{
	if (!evaluate_expression(stmt->expression))
		return NULL;
	if (stmt->expression->ctype == &null_ctype)
		stmt->expression = cast_to(stmt->expression, &ptr_ctype);
	return unqualify_type(degenerate(stmt->expression));
}

struct symbol *evaluate_statement(struct statement *stmt)
{
	struct symbol *sym;

	if (!stmt)
		return NULL;
	switch (stmt->type) {
	case STMT_DECLARATION:
		FOR_EACH_PTR(stmt->declaration, sym) {
			evaluate_symbol(sym);
		} END_FOR_EACH_PTR(sym);
		return NULL;
	case STMT_RETURN:
		evaluate_return(stmt);
		return NULL;
	case STMT_EXPRESSION:
		return evaluate_expression_statement(stmt);
	case STMT_COMPOUND:
		return evaluate_compound(stmt);
	case STMT_IF:
		evaluate_conditional(stmt->if_conditional, false);
		evaluate_statement(stmt->if_true);
		evaluate_statement(stmt->if_false);
		return NULL;
	case STMT_ITERATOR:
		evaluate_iterator(stmt);
		return NULL;
	case STMT_SWITCH:
		evaluate_switch(stmt);
		return NULL;
	case STMT_CASE:
		evaluate_case(stmt);
		return NULL;
	case STMT_LABEL:
		return evaluate_statement(stmt->label_statement);
	case STMT_GOTO:
		evaluate_goto(stmt);
		return NULL;
	case STMT_ASM:
		evaluate_asm_statement(stmt);
		return NULL;
	case STMT_CONTEXT:
		evaluate_expression(stmt->expression);
		return NULL;
	case STMT_RANGE:
		evaluate_expression(stmt->range_expression);
		evaluate_expression(stmt->range_low);
		evaluate_expression(stmt->range_high);
		return NULL;
	case STMT_NONE:
		return NULL;
	}
	return NULL;
}

// Symbols: their types, initializers and bodies

/*
 * A declaration, neither extern nor inline, after an inline definition:
 * as sparse, it has the body checked by itself there (its warnings, and
 * the functions whose address it takes are printed by test-linearize);
 * the inline function itself stays unprinted.
 */
static bool redeclares_inline(const struct symbol *sym)
{
	const struct symbol *def = sym->definition;
	const struct symbol *type = def->ctype.base_type;

	if (sym->ctype.modifiers & (MOD_EXTERN | MOD_INLINE))
		return false;
	return (def->ctype.modifiers & MOD_INLINE) && type &&
	       type->type == SYM_FN && type->inline_stmt && !type->stmt;
}

static void evaluate_inline_alone(struct symbol *def)
{
	uninline(def);
	evaluate_statement(def->ctype.base_type->stmt);
}

struct symbol *evaluate_symbol(struct symbol *sym)
{
	struct symbol *base;

	if (!sym)
		return NULL;
	examine_type(sym);
	base = sym->ctype.base_type;
	if (sym->type != SYM_NODE)
		return sym;
	if (!base)
		return NULL;
	if (sym->evaluated)
		return base;
	sym->evaluated = 1;
	if (sym->initializer)
		evaluate_initializer(sym, &sym->initializer);
	if (base->type == SYM_FN) {
		/*
		 * A static function's body is checked where it was first
		 * declared, as sparse does; an extern one's where it is.
		 */
		if (sym->definition && sym->definition != sym &&
		    redeclares_inline(sym))
			evaluate_inline_alone(sym->definition);
		if (sym->definition && sym->definition != sym &&
		    (sym->ctype.modifiers & MOD_STATIC))
			return evaluate_symbol(sym->definition);
		if (base->stmt || base->inline_stmt)
			examine_fn_arguments(base);
		else
			examine_prototype_arguments(base);
		/*
		 * An inline function is checked in the copy of its body each
		 * call expands to (inline.c), never by itself: sparse says
		 * nothing of one that is not used.
		 */
		if (sym->ctype.modifiers & MOD_INLINE)
			return base;
		if (!base->stmt && base->inline_stmt)
			uninline(sym);
		/* asm at file scope (parse.c): its operands go unchecked */
		if (base->stmt && (sym->ident || base->stmt->type != STMT_ASM))
			evaluate_statement(base->stmt);
	}
	return base;
}

/*
 * A definition with external linkage that nothing declared before: a
 * function with a body (even if marked extern), or an object not marked
 * extern.  Register variables, what is marked externally_visible, main()
 * and what has the @exempt modifiers (inline functions, but for one
 * whose address is taken) are left alone, as sparse does.
 */
static bool needs_declaration(const struct symbol *sym, unsigned long exempt)
{
	unsigned long mods = sym->ctype.modifiers;
	const struct symbol *type = sym->ctype.base_type;

	if (sym->type != SYM_NODE || !(sym->namespace & NS_SYMBOL))
		return false;
	if (!sym->ident || !(mods & MOD_TOPLEVEL))
		return false;
	/* declared before; but a static declaration does not count */
	if (sym->same_symbol &&
	    !(sym->same_symbol->ctype.modifiers & MOD_STATIC))
		return false;
	if (mods & (MOD_STATIC | MOD_REGISTER | MOD_EXT_VISIBLE | exempt))
		return false;
	if (type && type->type == SYM_FN)
		return type->stmt && strcmp(show_ident(sym->ident), "main");
	return !(mods & MOD_EXTERN);
}

static void check_declaration(const struct symbol *sym, unsigned long exempt)
{
	if (Wdecl && needs_declaration(sym, exempt))
		warning(sym->pos,
			"symbol '%s' was not declared. Should it be static?",
			show_ident(sym->ident));
}

/* The earlier declarations of a file-scope symbol must agree with it. */
/*
 * sparse does not tell a struct or union object redeclared without its
 * address space (the kernel's EXPORT_SYMBOL of a per-cpu object): an
 * int one, it does.
 */
static bool as_only_of_same_aggregate(struct symbol *sym, struct symbol *next,
				      const char *typediff)
{
	struct symbol *t1 = unqualified_type(sym), *t2 = unqualified_type(next);

	return !strcmp(typediff, "different address spaces") && t1 == t2 &&
	       t1 && (t1->type == SYM_STRUCT || t1->type == SYM_UNION);
}

/* Both without a size, or both sized by the same constant. */
static bool same_array_size(const struct expression *a,
			    const struct expression *b)
{
	if (!a || !b)
		return a == b;
	return a->type == EXPR_VALUE && b->type == EXPR_VALUE &&
	       a->value == b->value;
}

/*
 * The same type node for node (parameter names aside): whatever one is
 * compared with, so is the other.  Only what redeclarations are made of;
 * anything else is not the same.
 */
static bool identical_types(struct symbol *a, struct symbol *b, int depth)
{
	struct symbol *x, *y;

	if (a == b)
		return true;
	if (!a || !b || a->type != b->type || depth > 16 ||
	    a->ctype.modifiers != b->ctype.modifiers ||
	    a->ctype.as != b->ctype.as ||
	    a->ctype.alignment != b->ctype.alignment ||
	    a->ctype.contexts || b->ctype.contexts)
		return false;
	switch (a->type) {
	case SYM_NODE:
	case SYM_PTR:
		break;
	case SYM_ARRAY:
		if (!same_array_size(a->array_size, b->array_size))
			return false;
		break;
	case SYM_FN:
		if (a->variadic != b->variadic || a->oldstyle != b->oldstyle)
			return false;
		PREPARE_PTR_LIST(a->arguments, x);
		PREPARE_PTR_LIST(b->arguments, y);
		for (;;) {
			if (!x || !y)
				break;
			if (!identical_types(x, y, depth + 1))
				return false;
			NEXT_PTR_LIST(x);
			NEXT_PTR_LIST(y);
		}
		FINISH_PTR_LIST(y);
		FINISH_PTR_LIST(x);
		if (x || y)
			return false;
		break;
	default:
		return false;
	}
	return identical_types(a->ctype.base_type, b->ctype.base_type,
			       depth + 1);
}

/*
 * Each declaration is compared with every earlier one, as sparse does;
 * but one of the same type as the last, which differed from none, does
 * not differ either: 20,000 identical redeclarations took a minute (and
 * 32,768 initialized ones 39 s, Debian's sparse 20 s).
 */
static bool same_as_last(struct symbol *sym)
{
	struct symbol *last = sym->same_symbol;

	return last && sym->ctype.modifiers == last->ctype.modifiers &&
	       sym->ctype.as == last->ctype.as &&
	       identical_types(sym->ctype.base_type, last->ctype.base_type, 0);
}

/* The latest initialization before @sym's own: one is one too many. */
static bool initialized_again(struct symbol *sym, struct symbol *earlier)
{
	if (!sym->initializer || !earlier->initializer)
		return false;
	sparse_error(sym->pos, "symbol '%s' has multiple initializers (originally initialized at %s:%d)",
		     show_ident(sym->ident), stream_name(earlier->pos.stream),
		     earlier->pos.line);
	return true;
}

/*
 * The earlier declaration that each redeclaration of another type
 * differed from (an error each: few), so that the next one of the same
 * type differs from it at once: alternating types made each later
 * declaration walk back over all (25,000 of them: minutes).  Kept for
 * one evaluate_symbol_list(): symbols may be freed after it.
 */
static struct differed {
	struct symbol *sym, *from;
} *differed;
static unsigned long differed_mask, differed_count;

static struct differed *differed_slot(const struct symbol *sym)
{
	unsigned long i = (unsigned long)((uintptr_t)sym >> 4);

	for (i = (i ^ i >> 11) * 2654435761UL;; i++) {
		struct differed *slot = &differed[i & differed_mask];

		if (!slot->sym || slot->sym == sym)
			return slot;
	}
}

static void remember_difference(struct symbol *sym, struct symbol *from)
{
	struct differed *slot;

	if (2 * (differed_count + 1) > differed_mask) {
		struct differed *old = differed;
		unsigned long i, size = old ? differed_mask + 1 : 0;

		differed_mask = size ? 2 * size - 1 : 63;
		differed = xmalloc((differed_mask + 1) * sizeof(*differed));
		memset(differed, 0, (differed_mask + 1) * sizeof(*differed));
		for (i = 0; i < size; i++)
			if (old[i].sym)
				*differed_slot(old[i].sym) = old[i];
		free(old);
	}
	slot = differed_slot(sym);
	if (!slot->sym)
		differed_count++;
	slot->sym = sym;
	slot->from = from;
}

static struct symbol *difference_of(const struct symbol *sym)
{
	return differed ? differed_slot(sym)->from : NULL;
}

static void forget_differences(void)
{
	free(differed);
	differed = NULL;
	differed_mask = differed_count = 0;
}

void say_redeclared(struct symbol *sym, struct symbol *from,
		    const char *typediff)
{
	sparse_error(sym->pos, "symbol '%s' redeclared with different type (%s):",
		     show_ident(sym->ident), typediff);
	info(sym->pos, "   %s", show_typename(sym));
	info(from->pos, "note: previously declared as:");
	info(from->pos, "   %s", show_typename(from));
}

static void redeclared(struct symbol *sym, struct symbol *from,
		       const char *typediff)
{
	say_redeclared(sym, from, typediff);
	remember_difference(sym, from);
}

/*
 * A declaration of something defined elsewhere (extern, or a function
 * without body nor storage class): sparse's list does not hold it, so it
 * does not start a fresh error state.
 */
static bool declared_elsewhere(const struct symbol *sym)
{
	const struct symbol *type = sym->ctype.base_type;

	if (!(sym->ctype.modifiers & MOD_EXTERN) || sym->initializer)
		return false;
	return !type || type->type != SYM_FN || !type->stmt;
}

/*
 * Does the last declaration, or one before it through declarations all of
 * the same type that are not checked themselves (declared elsewhere: a
 * function declared between its definitions), differ from none?  The
 * walk marks those it passes, and so passes each once.
 */
static bool clean_through_identical(struct symbol *sym)
{
	struct symbol *s = sym->same_symbol, *t;

	while (!s->dup_clean) {
		if (!declared_elsewhere(s) || !same_as_last(s))
			return false;
		s = s->same_symbol;
	}
	for (t = sym->same_symbol; t != s; t = t->same_symbol)
		t->dup_clean = 1;
	return true;
}

static void check_duplicates(struct symbol *sym)
{
	bool initialized = sym->initializer != NULL;
	struct symbol *next = sym, *from;

	if (same_as_last(sym)) {
		/* what the last one found, this one finds */
		if (clean_through_identical(sym)) {
			while (initialized && (next = next->same_symbol))
				if (initialized_again(sym, next))
					break;
			sym->dup_clean = 1;
			check_declaration(sym, MOD_INLINE);
			return;
		}
		from = difference_of(sym->same_symbol);
		if (from && !initialized) {
			redeclared(sym, from, type_difference(&sym->ctype,
							      &from->ctype,
							      0, 0));
			return;
		}
	}

	while ((next = next->same_symbol) != NULL) {
		const char *typediff;

		evaluate_symbol(next);
		if (initialized && initialized_again(sym, next))
			initialized = false;
		typediff = type_difference(&sym->ctype, &next->ctype, 0, 0);
		if (typediff && !as_only_of_same_aggregate(sym, next, typediff)) {
			redeclared(sym, next, typediff);
			return;
		}
	}
	sym->dup_clean = 1;
	check_declaration(sym, MOD_INLINE);
}

/*
 * The inline functions whose address the file takes, in the order it is
 * first taken (sparse checks them by themselves in that order, after the
 * file's symbols); only outside the copies that calls make: an address
 * taken in a copy alone is never checked.  Kept for one
 * evaluate_symbol_list().
 */
static struct symbol_list *taken_inlines;
static int copies_evaluated;	/* depth of evaluate_inline_copy() */

struct symbol_list *address_taken_inlines(void)
{
	return taken_inlines;
}

void evaluate_inline_copy(struct statement *stmt)
{
	copies_evaluated++;
	evaluate_statement(stmt);
	copies_evaluated--;
}

/* A function whose body is held for its calls, not yet for itself. */
static bool inline_unchecked(struct symbol *sym)
{
	struct symbol *type = sym->ctype.base_type;

	return sym->type == SYM_NODE && type && type->type == SYM_FN &&
	       type->inline_stmt && !type->stmt && !sym->address_listed;
}

void note_address_taken(struct symbol *sym)
{
	if (copies_evaluated || !inline_unchecked(sym))
		return;
	sym->address_listed = 1;
	add_ptr_list(&taken_inlines, sym);
}

/* Each of them checked by itself: new ones may join (then at the end). */
static void evaluate_taken_inlines(void)
{
	struct symbol *sym;

	FOR_EACH_PTR(taken_inlines, sym) {
		if (sym->ctype.base_type->stmt)
			continue;
		has_error &= ~ERROR_CURR_PHASE;
		uninline(sym);
		evaluate_statement(sym->ctype.base_type->stmt);
		check_declaration(sym, 0);
	} END_FOR_EACH_PTR(sym);
}

void evaluate_symbol_list(struct symbol_list *list)
{
	struct symbol *sym;

	init_ranks();
	taken_inlines = NULL;
	FOR_EACH_PTR(list, sym) {
		/* an error silences the warnings of its own symbol only */
		if (!declared_elsewhere(sym))
			has_error &= ~ERROR_CURR_PHASE;
		evaluate_symbol(sym);
		/* as sparse: a declaration of what is defined elsewhere is
		 * compared with the others only by a later definition */
		if (!declared_elsewhere(sym))
			check_duplicates(sym);
	} END_FOR_EACH_PTR(sym);
	forget_differences();
	evaluate_taken_inlines();
}
