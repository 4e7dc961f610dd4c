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
 */
#include <stdio.h>
#include <string.h>

#include "expression.h"
#include "lib.h"
#include "parse.h"
#include "symbol.h"
#include "target.h"
#include "token.h"

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

/* Modifiers that do not make two types different. */
#define MOD_IGNORE	(MOD_STORAGE | MOD_INLINE | MOD_ADDRESSABLE | \
			 MOD_ASSIGNED | MOD_ACCESSED | MOD_USERTYPE | \
			 MOD_EXPLICITLY_SIGNED | MOD_TLS | MOD_UNUSED | \
			 MOD_EXT_VISIBLE | MOD_GNU_INLINE | MOD_PURE | \
			 MOD_NORETURN | MOD_PURE_CONST | MOD_FORCE | \
			 MOD_PACKED | MOD_CONSTEXPR | MOD_ASM)
/* What typeof() keeps of its operand's modifiers: not noderef, no as. */
#define MOD_TYPEOF	(MOD_QUALIFIER | MOD_NOCAST | MOD_SIGNEDNESS)


/* An error at an expression: after it the expression has no good type. */
static void expr_error(struct expression *expr, const char *fmt, ...)
	FORMAT_ATTR(2);
static void expr_error(struct expression *expr, const char *fmt, ...)
{
	char buffer[512];
	va_list args;

	va_start(args, fmt);
	vsnprintf(buffer, sizeof(buffer), fmt, args);
	va_end(args);
	sparse_error(expr->pos, "%s", buffer);
	expr->ctype = &bad_ctype;
}

// Ranks of the built-in types: the usual conversions compare them

static const struct {
	struct symbol *type;
	int rank;
} ranks[] = {
	{ &bool_ctype, -3 },
	{ &char_ctype, -2 }, { &schar_ctype, -2 }, { &uchar_ctype, -2 },
	{ &short_ctype, -1 }, { &sshort_ctype, -1 }, { &ushort_ctype, -1 },
	{ &long_ctype, 1 }, { &slong_ctype, 1 }, { &ulong_ctype, 1 },
	{ &llong_ctype, 2 }, { &sllong_ctype, 2 }, { &ullong_ctype, 2 },
	{ &lllong_ctype, 3 }, { &slllong_ctype, 3 }, { &ulllong_ctype, 3 },
	{ &float16_ctype, -2 }, { &float_ctype, -1 }, { &float32_ctype, -1 },
	{ &ldouble_ctype, 1 }, { &float64x_ctype, 1 }, { &float128_ctype, 2 },
	{ &complex_float_ctype, 10 }, { &complex_double_ctype, 11 },
	{ &complex_ldouble_ctype, 12 },
};

static void init_ranks(void)
{
	static bool done;
	size_t i;

	if (done)
		return;
	done = true;
	for (i = 0; i < sizeof(ranks) / sizeof(ranks[0]); i++)
		ranks[i].type->rank = ranks[i].rank;
}

// Examining types: typeof resolved, sizes that need evaluation

static unsigned long bits_to_bytes(long bits)
{
	return bits <= 0 ? 0 : (bits + bits_in_char - 1) / bits_in_char;
}

/* typeof(expr): the type of the expression, its qualifiers kept. */
static void resolve_typeof(struct symbol *sym)
{
	struct expression *expr = sym->typeof_expr;
	struct symbol *base = evaluate_expression(expr);
	unsigned long mod = 0;

	sym->typeof_expr = NULL;
	if (!base)
		base = &bad_ctype;
	if (base->type == SYM_NODE) {
		mod = base->ctype.modifiers & MOD_TYPEOF;
		base = base->ctype.base_type;
	}
	if (base && base->type == SYM_BITFIELD)
		warning(base->pos, "typeof applied to bitfield type");
	if (sym->typeof_unqual)
		mod &= ~MOD_QUALIFIER;
	sym->type = SYM_NODE;
	sym->ctype.modifiers |= mod;
	sym->ctype.base_type = base;
	sym->examined = 0;
}

/* An array whose size needs sizeof or an enumerator: known now. */
static void size_array(struct symbol *array)
{
	struct symbol *base = array->ctype.base_type;
	struct expression *size = array->array_size;
	long long count;

	if (array->bit_size >= 0 || !size || !base || base->bit_size < 0)
		return;
	if (!size->ctype && !evaluate_expression(size))
		return;
	if (!(size->flags & CEF_ICE))
		return;
	count = get_expression_value_silent(size);
	if (count >= 0)	/* wraps, as sparse, when too big */
		array->bit_size = (unsigned long)count * base->bit_size;
}

/*
 * examine_symbol_type() once the chain has no typeof left; the sizes it
 * could not know without evaluation filled in from the bottom up.
 */
static struct symbol *examine_type(struct symbol *sym)
{
	struct symbol *chain[64], *s;
	int n = 0, i;
	bool resolved = false;

	if (!sym)
		return NULL;
	for (s = sym; s && n < 64; s = s->ctype.base_type) {
		if (s->type == SYM_KEYWORD)
			break;
		if (s->type == SYM_TYPEOF) {
			resolve_typeof(s);
			resolved = true;
		}
		chain[n++] = s;
	}
	for (i = 0; i < n; i++) {
		s = chain[i];
		if (resolved && s->type != SYM_STRUCT && s->type != SYM_UNION)
			s->examined = 0;
		/* examined before its body was parsed: again */
		if ((s->type == SYM_STRUCT || s->type == SYM_UNION) &&
		    s->examined && s->defined && s->bit_size < 0)
			s->examined = 0;
	}
	examine_symbol_type(sym);
	for (i = n - 1; i >= 0; i--) {
		struct symbol *base;

		s = chain[i];
		base = s->ctype.base_type;
		if (s->type == SYM_ARRAY)
			size_array(s);
		else if ((s->type == SYM_NODE || s->type == SYM_ENUM) &&
			 base && s->bit_size <= 0 && base->bit_size > 0)
			s->bit_size = base->bit_size;
		/* an aligned() typedef may lower its type's alignment */
		if (base && !s->ctype.alignment && s->type != SYM_PTR)
			s->ctype.alignment = base->ctype.alignment;
	}
	return sym;
}

/* The type a pointer points to, examined, without its node. */
static struct symbol *examine_pointer_target(struct symbol *ptr)
{
	struct symbol *base = examine_type(ptr->ctype.base_type);

	if (base && base->type == SYM_NODE)
		base = base->ctype.base_type;
	return base;
}

// Classifying types

/* The type proper behind nodes. */
static struct symbol *base_of(struct symbol *type)
{
	while (type && type->type == SYM_NODE)
		type = type->ctype.base_type;
	return type;
}

static int classify_type(struct symbol *type, struct symbol **base)
{
	static const int type_class[SYM_BAD + 1] = {
		[SYM_PTR] = TYPE_PTR,
		[SYM_FN] = TYPE_PTR | TYPE_FN,
		[SYM_ARRAY] = TYPE_PTR | TYPE_COMPOUND,
		[SYM_STRUCT] = TYPE_COMPOUND,
		[SYM_UNION] = TYPE_COMPOUND,
		[SYM_BITFIELD] = TYPE_NUM | TYPE_BITFIELD,
		[SYM_RESTRICT] = TYPE_NUM | TYPE_RESTRICT,
		[SYM_FOULED] = TYPE_NUM | TYPE_RESTRICT | TYPE_FOULED,
	};

	*base = type;
	if (!type)
		return 0;
	if (type->type == SYM_NODE || type->type == SYM_TYPEOF) {
		examine_type(type);
		type = type->ctype.base_type;
		while (type && type->type == SYM_NODE)
			type = type->ctype.base_type;
	}
	if (type && type->type == SYM_ENUM)
		type = type->ctype.base_type;
	/* -Wno-bitwise: bitwise types are their plain integers */
	while (!Wbitwise && type && (type->type == SYM_RESTRICT ||
				     type->type == SYM_FOULED))
		type = base_of(type->ctype.base_type);
	*base = type;
	if (!type)
		return 0;
	if (type->type == SYM_BASETYPE) {
		if (type->ctype.base_type == &int_type)
			return TYPE_NUM;
		if (type->ctype.base_type == &fp_type)
			return TYPE_NUM | TYPE_FLOAT;
		return 0;
	}
	return type_class[type->type];
}

static bool is_int_class(int class)
{
	return (class & (TYPE_NUM | TYPE_FLOAT)) == TYPE_NUM;
}

static bool is_function(struct symbol *type)
{
	type = base_of(type);
	return type && type->type == SYM_FN;
}

static bool is_bool_type(struct symbol *type)
{
	type = base_of(type);
	return type == &bool_ctype;
}

static bool is_restricted_type(struct symbol *type)
{
	type = base_of(type);
	return type && type->type == SYM_RESTRICT;
}

static bool is_fouled_type(struct symbol *type)
{
	type = base_of(type);
	return type && type->type == SYM_FOULED;
}

static bool is_bitfield_type(struct symbol *type)
{
	type = base_of(type);
	return type && type->type == SYM_BITFIELD;
}

static bool is_scalar_type(struct symbol *type)
{
	struct symbol *base;
	int class = classify_type(type, &base);

	return (class & (TYPE_NUM | TYPE_PTR)) != 0;
}

/* attribute safe on the object, not on what a pointer points to */
static bool is_safe_type(struct symbol *type)
{
	while (type && type->type == SYM_NODE) {
		if (type->ctype.modifiers & MOD_SAFE)
			return true;
		type = type->ctype.base_type;
	}
	return false;
}

static bool lvalue_expression(struct expression *expr)
{
	return expr->type == EXPR_PREOP && expr->op == '*';
}

// Bitwise types: restricted, and fouled once promoted

/*
 * The fouled version of a restricted type narrower than int: a new one
 * each time (symbols do not outlive their file), so two are compared
 * with same_bitwise().
 */
static struct symbol *befoul(struct symbol *type)
{
	struct symbol *fouled = alloc_symbol(type->pos, SYM_FOULED);

	fouled->ctype.base_type = type;
	fouled->bit_size = bits_in_int;
	fouled->ctype.alignment = int_ctype.ctype.alignment;
	fouled->examined = 1;
	return fouled;
}

/* The same bitwise type: one symbol, or two foulings of one. */
static bool same_bitwise(struct symbol *a, struct symbol *b)
{
	if (a == b)
		return true;
	return a && b && a->type == SYM_FOULED && b->type == SYM_FOULED &&
	       a->ctype.base_type == b->ctype.base_type;
}

static struct symbol *unfoul(struct symbol *type)
{
	if (type && type->type == SYM_FOULED)
		return type->ctype.base_type;
	return type;
}

/* A restricted operand used as a plain integer: warn, and its base. */
static void unrestrict(struct expression *expr, int class,
		       struct symbol **ctype)
{
	if (!(class & TYPE_RESTRICT))
		return;
	if (class & TYPE_FOULED)
		*ctype = unfoul(*ctype);
	if (Wbitwise)
		warning(expr->pos, "%s degrades to integer",
			show_typename(*ctype));
	*ctype = (*ctype)->ctype.base_type;
}

/* 0 goes with any restricted type: 1 for any other value. */
static int restricted_value(struct expression *v, struct symbol *type)
{
	if (v->type != EXPR_VALUE)
		return 1;
	if (v->value != 0)
		return 1;
	return 0;
}

/* What a binary operator does to restricted operands (restricted_binop). */
enum restricted_use {
	RESTR_WARN,		/* not for bitwise values */
	RESTR_UNFOUL,		/* keeps the type, unfouled */
	RESTR_KEEP,		/* keeps the type, fouled or not */
	RESTR_EQUAL,		/* fine unless both fouled */
};

static enum restricted_use restricted_binop(int op)
{
	switch (op) {
	case '&': case '=': case SPECIAL_AND_ASSIGN: case SPECIAL_OR_ASSIGN:
	case SPECIAL_XOR_ASSIGN:
		return RESTR_UNFOUL;
	case '|': case '^': case '?':
		return RESTR_KEEP;
	case SPECIAL_EQUAL: case SPECIAL_NOTEQUAL:
		return RESTR_EQUAL;
	default:
		return RESTR_WARN;
	}
}

static struct symbol *restricted_binop_type(int op, struct expression *left,
					    struct expression *right,
					    int lclass, int rclass,
					    struct symbol *ltype,
					    struct symbol *rtype)
{
	struct symbol *ctype = NULL;

	if (lclass & TYPE_RESTRICT) {
		if (rclass & TYPE_RESTRICT) {
			if (same_bitwise(ltype, rtype))
				ctype = ltype;
			else if ((lclass & TYPE_FOULED) && unfoul(ltype) == rtype)
				ctype = ltype;
			else if ((rclass & TYPE_FOULED) && unfoul(rtype) == ltype)
				ctype = rtype;
		} else if (!restricted_value(right, ltype)) {
			ctype = ltype;
		}
	} else if (!restricted_value(left, rtype)) {
		ctype = rtype;
	}
	if (!ctype)
		return NULL;
	switch (restricted_binop(op)) {
	case RESTR_UNFOUL:
		if ((lclass ^ rclass) & TYPE_FOULED)
			ctype = unfoul(ctype);
		return ctype;
	case RESTR_EQUAL:
		if (lclass & rclass & TYPE_FOULED)
			return NULL;
		return ctype;
	case RESTR_KEEP:
		return ctype;
	default:
		return NULL;
	}
}

// Integer promotions and the usual arithmetic conversions (6.3.1)

static struct symbol *integer_promotion(struct symbol *type)
{
	long width = type->bit_size;

	if (type->type == SYM_BITFIELD) {
		type = base_of(type->ctype.base_type);
		if (type && type->type == SYM_ENUM)
			type = type->ctype.base_type;
	}
	if (!type)
		return &int_ctype;
	if (width < bits_in_int)
		return &int_ctype;
	if (type->type == SYM_BASETYPE && type->rank < 0) {
		if (type->ctype.modifiers & MOD_UNSIGNED)
			return &uint_ctype;
		return &int_ctype;
	}
	return type;
}

/* The unsigned type of a signed integer type's rank: long → unsigned long. */
static struct symbol *unsigned_of(struct symbol *type)
{
	static struct symbol *const pairs[][2] = {
		{ &int_ctype, &uint_ctype }, { &sint_ctype, &uint_ctype },
		{ &long_ctype, &ulong_ctype }, { &slong_ctype, &ulong_ctype },
		{ &llong_ctype, &ullong_ctype }, { &sllong_ctype, &ullong_ctype },
		{ &lllong_ctype, &ulllong_ctype },
		{ &slllong_ctype, &ulllong_ctype },
	};
	size_t i;

	for (i = 0; i < ARRAY_SIZE(pairs); i++)
		if (pairs[i][0] == type)
			return pairs[i][1];
	return type;
}

/*
 * The usual arithmetic conversions of two integer types (6.3.1.8): the
 * wider; of the same width, the unsigned one if its rank is not lower,
 * else the unsigned type of the signed one's rank (long + unsigned int
 * on i386 is unsigned long).
 */
static struct symbol *bigger_int_type(struct symbol *left,
				      struct symbol *right)
{
	struct symbol *uns, *sgn;
	unsigned long lmod, rmod;

	left = integer_promotion(left);
	right = integer_promotion(right);
	if (left == right || left->bit_size > right->bit_size)
		return left;
	if (right->bit_size > left->bit_size)
		return right;
	lmod = left->ctype.modifiers;
	rmod = right->ctype.modifiers;
	if (!((lmod ^ rmod) & MOD_UNSIGNED))
		return left->rank > right->rank ? left : right;
	uns = lmod & MOD_UNSIGNED ? left : right;
	sgn = lmod & MOD_UNSIGNED ? right : left;
	if (uns->rank >= sgn->rank)
		return uns;
	return unsigned_of(sgn);
}

/* -Wenum-mismatch: values of two different enum types meet. */
static void warn_for_different_enum_types(struct position pos,
					  struct symbol *typea,
					  struct symbol *typeb)
{
	if (!Wenum_mismatch || !typea || !typeb)
		return;
	if (typea->type == SYM_NODE)
		typea = typea->ctype.base_type;
	if (typeb->type == SYM_NODE)
		typeb = typeb->ctype.base_type;
	if (typea == typeb || !typea || !typeb)
		return;
	if (typea->type == SYM_ENUM && typeb->type == SYM_ENUM) {
		warning(pos, "mixing different enum types:");
		info(pos, "   %s", show_typename(typea));
		info(pos, "   %s", show_typename(typeb));
	}
}

static struct symbol *usual_conversions(int op, struct expression *left,
					struct expression *right,
					int lclass, int rclass,
					struct symbol *ltype,
					struct symbol *rtype)
{
	struct symbol *ctype;

	warn_for_different_enum_types(right->pos, left->ctype, right->ctype);
	if ((lclass | rclass) & TYPE_RESTRICT) {
		ctype = restricted_binop_type(op, left, right, lclass, rclass,
					      ltype, rtype);
		if (ctype)
			return ctype;
		if (lclass & TYPE_RESTRICT) {
			ltype = unfoul(ltype);
			if (Wbitwise)
				warning(left->pos, "%s degrades to integer",
					show_typename(ltype));
			ltype = ltype->ctype.base_type;
		}
		if (rclass & TYPE_RESTRICT) {
			rtype = unfoul(rtype);
			if (Wbitwise)
				warning(right->pos, "%s degrades to integer",
					show_typename(rtype));
			rtype = rtype->ctype.base_type;
		}
	}
	if (!(lclass & TYPE_FLOAT))
		return (rclass & TYPE_FLOAT) ? rtype : bigger_int_type(ltype, rtype);
	if ((rclass & TYPE_FLOAT) && rtype->bit_size > ltype->bit_size)
		return rtype;
	return ltype;
}

// Implied conversions

/* The same type, as far as a conversion goes. */
static bool same_cast_type(struct symbol *a, struct symbol *b)
{
	if (a == b)
		return true;
	if (!a || !b)
		return false;
	if (a->ctype.as != b->ctype.as)
		return false;
	return base_of(a) == base_of(b) && base_of(a) &&
	       base_of(a)->type != SYM_PTR &&
	       !((a->ctype.modifiers ^ b->ctype.modifiers) & MOD_QUALIFIER);
}

static void cast_to_bool(struct expression *expr);
static unsigned int cast_flags(struct expression *expr,
			       struct expression *old);

/* The modifiers of what @ptr points to, those of a node there too. */
static unsigned long pointee_modifiers(struct symbol *ptr)
{
	struct symbol *base = ptr->ctype.base_type;
	unsigned long mod = ptr->ctype.modifiers;

	if (base && base->type == SYM_NODE)
		mod |= base->ctype.modifiers;
	return mod;
}

/* Whether a value, or what a pointer points to, is nocast; its size. */
static bool nocast_type(struct symbol *type, long *bits)
{
	unsigned long mod = 0;

	while (type && type->type == SYM_NODE) {
		mod |= type->ctype.modifiers;
		type = type->ctype.base_type;
	}
	if (type && type->type == SYM_PTR) {
		mod = pointee_modifiers(type);
		type = base_of(type->ctype.base_type);
	}
	*bits = type ? type->bit_size : 0;
	return mod & MOD_NOCAST;
}

/* A nocast type converted implicitly to or from one of another size. */
static void check_nocast(struct expression *old, struct symbol *type)
{
	long obits, tbits;
	bool from = nocast_type(old->ctype, &obits);
	bool to = nocast_type(type, &tbits);

	if ((from || to) && obits != tbits)
		warning(old->pos, "implicit cast %s nocast type",
			from ? "from" : "to");
}

struct expression *cast_to(struct expression *old, struct symbol *type)
{
	struct expression *expr;

	if (!old || !type)
		return old;
	warn_for_different_enum_types(old->pos, old->ctype, type);
	if (old->ctype != &null_ctype && same_cast_type(old->ctype, type))
		return old;
	check_nocast(old, type);
	if (old->type == EXPR_IMPLIED_CAST && old->ctype &&
	    old->ctype->bit_size >= type->bit_size) {
		struct expression *orig = old->cast_expression;

		if (same_cast_type(orig->ctype, type))
			return orig;
	}
	expr = alloc_expression(old->pos, EXPR_IMPLIED_CAST);
	expr->ctype = type;
	expr->cast_type = type;
	expr->cast_expression = old;
	expr->flags = old->flags;
	if (is_ptr_type(type))
		expr->flags = cast_flags(expr, old);
	if (is_bool_type(type))
		cast_to_bool(expr);
	return expr;
}

/* (_Bool)x is x != 0: the comparison at the type of x. */
static void cast_to_bool(struct expression *expr)
{
	struct expression *old = expr->cast_expression;
	struct expression *zero;
	struct symbol *otype;
	int oclass = classify_type(degenerate(old), &otype);
	struct symbol *ctype;

	if (!oclass || (oclass & (TYPE_COMPOUND | TYPE_RESTRICT)) ||
	    !otype)
		return;
	zero = alloc_const_expression(expr->pos, 0);
	zero->flags = CEF_INT | CEF_SET_ICE;
	if (oclass & TYPE_PTR)
		zero->ctype = otype;
	if (oclass & TYPE_PTR)
		ctype = otype;
	else
		ctype = usual_conversions(SPECIAL_NOTEQUAL, old, zero, oclass,
					  TYPE_NUM, otype, zero->ctype);
	expr->type = EXPR_COMPARE;
	expr->op = SPECIAL_NOTEQUAL;
	expr->left = cast_to(old, ctype);
	expr->right = cast_to(zero, ctype);
}

// Type compatibility (6.2.7)

static void examine_fn_arguments(struct symbol *fn);

/* Each side's modifiers and address space, collected down to a pointer. */
struct type_walk {
	struct symbol *type;
	unsigned long mod;
	struct ident *as;
	bool move;
};

static void walk_collect(struct type_walk *w)
{
	if (w->move && w->type && w->type->type != SYM_PTR) {
		w->mod |= w->type->ctype.modifiers;
		if (w->type->ctype.as)
			w->as = w->type->ctype.as;
	}
	w->move = false;
}

static const char *fn_difference(struct symbol *t1, struct symbol *t2)
{
	static char argdiff[80];
	struct symbol *arg1, *arg2;
	const char *diff = NULL;
	int i = 1;

	if (t1->variadic != t2->variadic)
		return "incompatible variadic arguments";
	examine_fn_arguments(t1);
	examine_fn_arguments(t2);
	PREPARE_PTR_LIST(t1->arguments, arg1);
	PREPARE_PTR_LIST(t2->arguments, arg2);
	while (arg1 || arg2) {
		if (!arg1 || !arg2) {
			diff = "different argument counts";
			break;
		}
		/* a parameter's own qualifiers are not part of the type */
		diff = type_difference(&arg1->ctype, &arg2->ctype,
				       MOD_IGNORE | MOD_QUALIFIER,
				       MOD_IGNORE | MOD_QUALIFIER);
		if (diff) {
			snprintf(argdiff, sizeof(argdiff),
				 "incompatible argument %d (%s)", i, diff);
			diff = argdiff;
			break;
		}
		NEXT_PTR_LIST(arg1);
		NEXT_PTR_LIST(arg2);
		i++;
	}
	FINISH_PTR_LIST(arg2);
	FINISH_PTR_LIST(arg1);
	return diff;
}

/* Two derived types of the same kind: why they differ, or NULL. */
static const char *step_difference(struct type_walk *w1, struct type_walk *w2,
				   bool *done)
{
	struct symbol *t1 = w1->type, *t2 = w2->type;
	unsigned long diff;

	*done = false;
	switch (t1->type) {
	case SYM_RESTRICT:
		return "different base types";
	case SYM_STRUCT: case SYM_UNION:
		*done = true;
		return t1->ident == t2->ident && t1->ident ? NULL :
		       "different base types";
	case SYM_ARRAY:
		return NULL;
	case SYM_PTR:
		if (w1->as != w2->as)
			return "different address spaces";
		if ((w1->mod ^ w2->mod) & ~MOD_IGNORE & ~MOD_SIGNEDNESS)
			return "different modifiers";
		examine_pointer_target(t1);
		examine_pointer_target(t2);
		w1->mod = t1->ctype.modifiers;
		w1->as = t1->ctype.as;
		w2->mod = t2->ctype.modifiers;
		w2->as = t2->ctype.as;
		return NULL;
	case SYM_FN:
		if (w1->as != w2->as)
			return "different address spaces";
		if ((w1->mod ^ w2->mod) & ~MOD_IGNORE & ~MOD_SIGNEDNESS)
			return "different modifiers";
		w1->mod = t1->ctype.modifiers;
		w1->as = t1->ctype.as;
		w2->mod = t2->ctype.modifiers;
		w2->as = t2->ctype.as;
		return fn_difference(t1, t2);
	case SYM_BASETYPE:
		*done = true;
		if (w1->as != w2->as)
			return "different address spaces";
		if (t1->ctype.base_type != t2->ctype.base_type)
			return "different base types";
		if (t1->rank != t2->rank || t1->bit_size != t2->bit_size)
			return "different type sizes";
		diff = (w1->mod ^ w2->mod) & ~MOD_IGNORE;
		if (!diff)
			return NULL;
		if (diff & ~MOD_SIGNEDNESS)
			return "different modifiers";
		return "different signedness";
	default:
		*done = true;
		return "bad types";
	}
}

/* Under -Wno-bitwise a bitwise type is looked through. */
static bool plain_bitwise(struct symbol *type)
{
	return !Wbitwise && (type->type == SYM_RESTRICT ||
			     type->type == SYM_FOULED);
}

const char *type_difference(struct ctype *c1, struct ctype *c2,
			    unsigned long mod1, unsigned long mod2)
{
	struct type_walk w1 = { c1->base_type, mod1 | c1->modifiers, c1->as, 1 };
	struct type_walk w2 = { c2->base_type, mod2 | c2->modifiers, c2->as, 1 };

	init_ranks();
	for (;;) {
		const char *diff;
		bool done;

		walk_collect(&w1);
		walk_collect(&w2);
		if (w1.type == w2.type)
			break;
		if (!w1.type || !w2.type)
			return "different types";
		if (w1.type->type == SYM_NODE || w1.type->type == SYM_ENUM ||
		    w1.type->type == SYM_TYPEOF || plain_bitwise(w1.type)) {
			examine_type(w1.type);
			w1.type = w1.type->ctype.base_type;
			w1.move = true;
			if (!w1.type)
				return "bad types";
			continue;
		}
		if (w2.type->type == SYM_NODE || w2.type->type == SYM_ENUM ||
		    w2.type->type == SYM_TYPEOF || plain_bitwise(w2.type)) {
			examine_type(w2.type);
			w2.type = w2.type->ctype.base_type;
			w2.move = true;
			if (!w2.type)
				return "bad types";
			continue;
		}
		if (w1.type->type != w2.type->type)
			return "different base types";
		diff = step_difference(&w1, &w2, &done);
		if (diff || done)
			return diff;
		w1.type = w1.type->ctype.base_type;
		w2.type = w2.type->ctype.base_type;
		w1.move = w2.move = true;
	}
	if (w1.as != w2.as)
		return "different address spaces";
	if ((w1.mod ^ w2.mod) & ~MOD_IGNORE & ~MOD_SIGNEDNESS)
		return "different modifiers";
	return NULL;
}


/* The qualifiers of what a pointer points to; none for an array. */
static unsigned long target_qualifiers(struct symbol *type)
{
	struct symbol *base = base_of(type->ctype.base_type);

	if (base && base->type == SYM_ARRAY)
		return 0;
	return pointee_modifiers(type) & MOD_QUALIFIER;
}

// Null pointer constants (6.3.2.3)

int is_null_pointer_constant(struct expression *expr)
{
	if (!expr)
		return 0;
	if (expr->ctype == &null_ctype)
		return 1;
	if (!(expr->flags & CEF_ICE))
		return 0;
	return is_zero_constant(expr) ? 2 : 0;
}

/* -Wnon-pointer-null: 0 where a pointer is meant */
static void bad_null(struct expression *expr)
{
	if (Wnon_pointer_null)
		warning(expr->pos, "Using plain integer as NULL pointer");
}

// Pointers made by & and by decay

static void mark_addressable(struct expression *expr)
{
	while (expr->type == EXPR_BINOP && expr->op == '+')
		expr = expr->left;
	if (expr->type == EXPR_SYMBOL && expr->symbol)
		expr->symbol->ctype.modifiers |= MOD_ADDRESSABLE;
}

static struct symbol *create_pointer(struct expression *expr,
				     struct symbol *sym, bool decay)
{
	struct symbol *node = alloc_symbol(expr->pos, SYM_NODE);
	struct symbol *ptr = alloc_symbol(expr->pos, SYM_PTR);

	node->ctype.base_type = ptr;
	node->bit_size = ptr->bit_size = bits_in_pointer;
	node->ctype.alignment = ptr->ctype.alignment = pointer_alignment;
	node->examined = ptr->examined = 1;
	/* its address is used: an inline function must be checked too */
	sym->accessed = 1;
	if (sym->ctype.modifiers & MOD_REGISTER) {
		warning(expr->pos, "taking address of 'register' variable '%s'",
			show_ident(sym->ident));
		sym->ctype.modifiers &= ~MOD_REGISTER;
	}
	while (sym && sym->type == SYM_NODE) {
		if (sym->ctype.as)
			ptr->ctype.as = sym->ctype.as;
		ptr->ctype.modifiers |= sym->ctype.modifiers & MOD_PTRINHERIT;
		sym = sym->ctype.base_type;
	}
	if (decay && sym && sym->type == SYM_ARRAY) {
		if (sym->ctype.as)
			ptr->ctype.as = sym->ctype.as;
		ptr->ctype.modifiers |= sym->ctype.modifiers & MOD_PTRINHERIT;
		sym = sym->ctype.base_type;
	}
	ptr->ctype.base_type = sym;
	return node;
}

/* A string literal decays in place: it stays an EXPR_STRING. */
static struct symbol *degenerate_string(struct expression *expr)
{
	struct symbol *array = base_of(expr->ctype);

	expr->ctype = create_pointer(expr, array, true);
	expr->ctype->ctype.base_type->ctype.modifiers = 0;
	expr->flags = CEF_ADDR;
	return expr->ctype;
}

struct symbol *degenerate(struct expression *expr)
{
	struct symbol *ctype, *base;

	if (!expr || !expr->ctype)
		return NULL;
	ctype = expr->ctype;
	base = examine_type(ctype);
	if (ctype->type == SYM_NODE)
		base = base_of(ctype);
	if (!base || (base->type != SYM_ARRAY && base->type != SYM_FN))
		return ctype;
	if (expr->type == EXPR_STRING)
		return degenerate_string(expr);
	if (expr->type != EXPR_PREOP || expr->op != '*') {
		expr_error(expr, "strange non-value function or array");
		return &bad_ctype;
	}
	*expr = *expr->unop;
	ctype = create_pointer(expr, ctype, true);
	expr->ctype = ctype;
	mark_addressable(expr);
	return ctype;
}

// Assignments: what may be stored where (6.5.16.1)

static int check_num_assignment(struct symbol *target, struct expression **rp,
				int tclass, int sclass, struct symbol *t,
				struct symbol *s, const char **typediff)
{
	if (tclass & TYPE_RESTRICT) {
		if ((sclass & TYPE_FOULED) && unfoul(s) == t)
			return 2;
		if (!restricted_value(*rp, target))
			return 2;
		if (s == t)
			return 1;
	} else if (!(sclass & TYPE_RESTRICT)) {
		return 2;
	}
	if (t == &bool_ctype) {
		if (is_fouled_type(s) && Wbitwise)
			warning((*rp)->pos, "%s degrades to integer",
				show_typename(s->ctype.base_type));
		return 2;
	}
	*typediff = "different base types";
	return 0;
}

/*
 * void * goes with any object pointer, and pointers to integers of one
 * rank differing in sign only are let through unless -Wtypesign (the
 * three char types always).
 */
static bool whitelist_pointers(struct symbol *t1, struct symbol *t2)
{
	if (t1 == t2)
		return false;
	if (t1 == &void_ctype || t2 == &void_ctype)
		return true;
	if (classify_type(t1, &t1) != TYPE_NUM)
		return false;
	if (classify_type(t2, &t2) != TYPE_NUM)
		return false;
	if (t1 == t2)
		return true;
	if (t1->rank == -2 && t2->rank == -2)
		return true;
	if (t1->rank != t2->rank)
		return false;
	return !Wtypesign;
}

static int check_ptr_assignment(struct expression **rp, int sclass,
				struct symbol *t, struct symbol *s,
				const char **typediff)
{
	int is_null = is_null_pointer_constant(*rp);
	unsigned long mod1, mod2;
	struct symbol *b1, *b2;

	if (is_null) {
		if (is_null == 2)
			bad_null(*rp);
		return 2;
	}
	if (!(sclass & TYPE_PTR)) {
		*typediff = "different base types";
		return 0;
	}
	b1 = examine_pointer_target(t);
	b2 = examine_pointer_target(s);
	mod1 = pointee_modifiers(t) & MOD_QUALIFIER;
	mod2 = pointee_modifiers(s) & MOD_QUALIFIER;
	if (b1 && b2 && whitelist_pointers(b1, b2)) {
		if (t->ctype.as != s->ctype.as) {
			*typediff = "different address spaces";
			return 0;
		}
		if (b1->type == SYM_FN)
			mod1 |= MOD_CONST;
		if (mod2 & ~mod1) {
			*typediff = "different modifiers";
			return 0;
		}
		return 2;
	}
	*typediff = type_difference(&t->ctype, &s->ctype, 0, mod1);
	return *typediff ? 0 : 1;
}

/* 1: fine as it is, 2: fine with a conversion, 0: not (see *typediff). */
static int check_assignment_types(struct symbol *target, struct expression **rp,
				  const char **typediff)
{
	struct symbol *source = degenerate(*rp);
	struct symbol *t, *s;
	int tclass = classify_type(target, &t);
	int sclass = classify_type(source, &s);

	if (tclass & sclass & TYPE_NUM)
		return check_num_assignment(target, rp, tclass, sclass, t, s,
					    typediff);
	if (tclass == TYPE_PTR)
		return check_ptr_assignment(rp, sclass, t, s, typediff);
	if ((tclass & TYPE_COMPOUND) && s == t)
		return 1;
	if (tclass & TYPE_NUM) {
		if (t == &bool_ctype && (sclass & TYPE_PTR))
			return 2;
		*typediff = "different base types";
		return 0;
	}
	*typediff = "invalid types";
	return 0;
}

int compatible_assignment_types(struct expression *expr, struct symbol *target,
				struct expression **rp, const char *where)
{
	const char *typediff = NULL;
	int ok;

	/*
	 * A source of bad type still gets its (silenced) warning, as in
	 * sparse: that drops the continuation lines of later warnings.
	 */
	if (!*rp || !(*rp)->ctype || !target)
		return 0;
	ok = check_assignment_types(target, rp, &typediff);
	if (!ok) {
		warning(expr->pos, "incorrect type in %s (%s)", where, typediff);
		info(expr->pos, "   expected %s", show_typename(target));
		info(expr->pos, "   got %s", show_typename((*rp)->ctype));
		*rp = cast_to(*rp, target);
		return 0;
	}
	if (ok == 2)
		*rp = cast_to(*rp, target);
	return 1;
}

// Primary expressions (6.5.1)

static struct symbol *evaluate_value(struct expression *expr)
{
	if (!expr->ctype)
		expr->ctype = expr->type == EXPR_FVALUE ? &double_ctype :
							  &int_ctype;
	if (expr->type == EXPR_FVALUE)
		expr->flags = CEF_FLOAT | CEF_ACE;
	else if (!expr->flags)
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

/* An object or function is the lvalue *(&sym): its type is the symbol. */
static struct symbol *evaluate_symbol_expression(struct expression *expr)
{
	struct symbol *sym = expr->symbol;
	struct expression *addr;
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
	addr = alloc_expression(expr->pos, EXPR_SYMBOL);
	addr->symbol = sym;
	addr->symbol_name = expr->symbol_name;
	addr->ctype = &lazy_ptr_ctype;
	if (sym->ctype.modifiers & (MOD_TOPLEVEL | MOD_STATIC | MOD_EXTERN))
		addr->flags = CEF_ADDR;
	expr->type = EXPR_PREOP;
	expr->op = '*';
	expr->unop = addr;
	expr->flags = CEF_NONE;
	expr->ctype = sym;
	return sym;
}

// Binary operators (6.5.5 to 6.5.7, 6.5.10 to 6.5.12)

static struct symbol *bad_expr_type(struct expression *expr)
{
	switch (expr->type) {
	case EXPR_BINOP: case EXPR_COMPARE:
		if (expr->left->ctype == &bad_ctype ||
		    expr->right->ctype == &bad_ctype)
			break;
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

/* The scaled index: index * size, at the width of a pointer. */
static struct expression *scale_index(struct expression *index,
				      struct symbol *itype, int multiply)
{
	struct expression *val, *mul;

	if (index->type == EXPR_VALUE) {
		unsigned long long v = index->value, mask;
		int bits = itype->bit_size > 0 ? itype->bit_size : bits_in_int;

		val = alloc_expression(index->pos, EXPR_VALUE);
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
	if (multiply == 1)
		return index;
	val = alloc_const_expression(index->pos, multiply);
	val->ctype = ssize_t_ctype;
	val->flags = CEF_INT | CEF_SET_ICE;
	mul = alloc_expression(index->pos, EXPR_BINOP);
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
	expr->right = scale_index(index, itype, multiply);
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
	if (!ctype)
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

static int evaluate_assign_op(struct expression *expr)
{
	struct symbol *target = expr->left->ctype;
	struct symbol *source = expr->right->ctype;
	struct symbol *t, *s;
	int tclass = classify_type(target, &t);
	int sclass = classify_type(source, &s);
	int op = expr->op;

	if (tclass & sclass & TYPE_NUM) {
		if ((tclass & TYPE_FLOAT) && !compatible_float_op(op)) {
			expr_error(expr, "invalid assignment");
			return 0;
		}
		if (tclass & TYPE_RESTRICT)
			return evaluate_restricted_assign(expr, sclass, target,
							  t, s);
		if (op == SPECIAL_SHR_ASSIGN || op == SPECIAL_SHL_ASSIGN) {
			unrestrict(expr->right, sclass, &s);
			target = integer_promotion(s);
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

// Casts (6.5.4)

static unsigned int cast_flags(struct expression *expr,
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
	struct expression *addr = alloc_expression(expr->pos, EXPR_SYMBOL);

	sym->initializer = source;
	evaluate_symbol(sym);
	addr->ctype = &lazy_ptr_ctype;
	addr->symbol = sym;
	if (sym->ctype.modifiers & MOD_STATIC)
		addr->flags = CEF_ADDR;
	expr->type = EXPR_PREOP;
	expr->op = '*';
	expr->unop = addr;
	expr->flags = CEF_NONE;
	expr->ctype = sym;
	return sym;
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

static struct symbol *evaluate_cast(struct expression *expr)
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
	if (!evaluate_expression(source))
		return NULL;
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

// sizeof and _Alignof (6.5.3.4)

/* Was the operand of sizeof promoted (it is an operation's result)? */
static bool is_promoted(struct expression *expr)
{
	switch (expr->type) {
	case EXPR_BINOP: case EXPR_SELECT: case EXPR_CONDITIONAL:
		return true;
	case EXPR_COMMA:
		return false;
	case EXPR_PREOP:
		return expr->op != '*' && expr->op != '&' &&
		       expr->op != SPECIAL_INCREMENT &&
		       expr->op != SPECIAL_DECREMENT;
	default:
		return false;
	}
}

static struct symbol *evaluate_type_information(struct expression *expr)
{
	struct symbol *sym = expr->cast_type;

	if (!sym) {
		sym = evaluate_expression(expr->cast_expression);
		if (!sym)
			return NULL;
		if (is_restricted_type(sym)) {
			if (sym->bit_size < bits_in_int &&
			    is_promoted(expr->cast_expression))
				sym = &int_ctype;
		} else if (is_fouled_type(sym)) {
			sym = &int_ctype;
		}
	}
	examine_type(sym);
	if (is_bitfield_type(sym)) {
		expr_error(expr, "trying to examine bitfield type");
		return NULL;
	}
	return sym;
}

/* sparse sizes an incomplete struct or union as 0, silently */
static bool is_incomplete_tag(struct symbol *type)
{
	type = base_of(type);
	return type && (type->type == SYM_STRUCT || type->type == SYM_UNION) &&
	       !type->defined;
}

static bool has_flexible_array(struct symbol *type)
{
	type = base_of(type);
	return type && type->type == SYM_STRUCT && type->has_flex_array;
}

static struct symbol *size_value(struct expression *expr, unsigned long value)
{
	expr->type = EXPR_VALUE;
	expr->value = value;
	expr->taint = 0;
	expr->ctype = size_t_ctype;
	expr->flags = CEF_SET_ICE;
	return size_t_ctype;
}

/* sizeof of a variable length array: its count times its element. */
static struct symbol *evaluate_vla_sizeof(struct expression *expr,
					  struct symbol *type)
{
	struct symbol *array = base_of(type), *elem;
	struct expression *count, *size;

	elem = array ? base_of(array->ctype.base_type) : NULL;
	if (!elem || !array->array_size || elem->bit_size <= 0) {
		expr_error(expr, "cannot size expression");
		return NULL;
	}
	count = alloc_expression(expr->pos, EXPR_CAST);
	count->cast_type = size_t_ctype;
	count->cast_expression = array->array_size;
	if (!evaluate_expression(count))
		return NULL;
	size = alloc_const_expression(expr->pos, 0);
	size->value = bits_to_bytes(elem->bit_size);
	size->ctype = size_t_ctype;
	size->flags = CEF_INT | CEF_SET_ICE;
	expr->type = EXPR_BINOP;
	expr->op = '*';
	expr->left = count;
	expr->right = size;
	expr->flags = CEF_NONE;
	expr->ctype = size_t_ctype;
	return size_t_ctype;
}

static struct symbol *evaluate_sizeof(struct expression *expr)
{
	struct symbol *type = evaluate_type_information(expr);
	long size;

	if (!type)
		return NULL;
	size = type->bit_size;
	if (size <= 0 && is_void_type(type)) {
		if (Wpointer_arith)
			warning(expr->pos, "expression using sizeof(void)");
		size = bits_in_char;
	}
	if (is_bool_type(type)) {
		if (Wsizeof_bool)
			warning(expr->pos, "expression using sizeof _Bool");
		size = bits_to_bytes(bits_in_bool) * bits_in_char;
	}
	if (is_function(type)) {
		if (Wpointer_arith)
			warning(expr->pos, "expression using sizeof on a function");
		size = bits_in_char;
	}
	if (size < 0 && is_incomplete_tag(type))
		size = 0;
	if (has_flexible_array(type) && Wflexible_array_sizeof)
		warning(expr->pos, "using sizeof on a flexible structure");
	if (is_array_type(type) && size < 0)
		return evaluate_vla_sizeof(expr, type);
	if (size < 0 || (size & (bits_in_char - 1)))
		expr_error(expr, "cannot size expression");
	return size_value(expr, bits_to_bytes(size));
}

static struct symbol *evaluate_alignof(struct expression *expr)
{
	struct symbol *type = evaluate_type_information(expr);

	if (!type)
		return NULL;
	return size_value(expr, type->ctype.alignment);
}

// Members (6.5.2.3)

/*
 * The member @ident of a struct or union, looking into anonymous ones.  A
 * redefined struct may hold itself as an anonymous member: the nesting is
 * bounded so that such a cycle ends.
 */
#define MAX_ANONYMOUS_NESTING 1500

static struct symbol *find_member(struct ident *ident,
				  struct symbol_list *list, int *offset,
				  int depth)
{
	struct symbol *sym;

	if (depth > MAX_ANONYMOUS_NESTING)
		return NULL;
	FOR_EACH_PTR(list, sym) {
		struct symbol *type;

		if (sym->ident) {
			if (sym->ident != ident)
				continue;
			*offset = sym->offset;
			return sym;
		}
		type = base_of(examine_type(sym));
		if (type && (type->type == SYM_STRUCT ||
			     type->type == SYM_UNION)) {
			struct symbol *sub;

			sub = find_member(ident, type->symbol_list, offset,
					  depth + 1);
			if (sub) {
				*offset += sym->offset;
				return sub;
			}
		}
	} END_FOR_EACH_PTR(sym);
	return NULL;
}

static struct symbol *find_identifier(struct ident *ident,
				      struct symbol_list *list, int *offset)
{
	return find_member(ident, list, offset, 0);
}

/* The member takes the address space and qualifiers of its object. */
static struct symbol *convert_to_as_mod(struct symbol *sym, struct ident *as,
					unsigned long mod)
{
	mod |= sym->ctype.modifiers;
	if (sym->ctype.as != as || sym->ctype.modifiers != mod) {
		struct symbol *newsym = alloc_symbol(sym->pos, SYM_NODE);

		*newsym = *sym;
		newsym->ctype.as = as ? as : sym->ctype.as;
		newsym->ctype.modifiers = mod;
		sym = newsym;
	}
	return sym;
}

/* &base + offset: the address of a member, its type known lazily. */
static struct expression *evaluate_offset(struct expression *expr,
					  unsigned long offset)
{
	struct expression *add = alloc_expression(expr->pos, EXPR_BINOP);

	add->op = '+';
	add->left = expr;
	add->right = alloc_const_expression(expr->pos, 0);
	add->right->value = offset;
	add->right->ctype = &int_ctype;
	add->right->flags = CEF_INT | CEF_SET_ICE;
	add->ctype = &lazy_ptr_ctype;
	add->flags = expr->flags & CEF_ADDR;
	return add;
}

static void no_member(struct expression *expr, struct symbol *ctype)
{
	const char *type = ctype->type == SYM_STRUCT ? "struct" : "union";
	const char *name = "<unnamed>";
	int len = 9;

	if (ctype->ident) {
		name = ctype->ident->name;
		len = ctype->ident->len;
	}
	if (ctype->symbol_list)
		expr_error(expr, "no member '%s' in %s %.*s",
			   show_ident(expr->member), type, len, name);
	else
		expr_error(expr, "using member '%s' in incomplete %s %.*s",
			   show_ident(expr->member), type, len, name);
}

/* A member of a value that is no object: a slice of its bits. */
static struct symbol *member_slice(struct expression *expr,
				   struct expression *deref,
				   struct symbol *member, int offset)
{
	unsigned int bitpos = 0;

	if (deref->type == EXPR_SLICE) {
		bitpos = deref->r_bitpos;
		deref = deref->base;
	}
	expr->type = EXPR_SLICE;
	expr->base = deref;
	expr->r_bitpos = bitpos + offset * bits_in_char + member->bit_offset;
	expr->r_nrbits = member->bit_size;
	expr->ctype = member;
	expr->flags = CEF_NONE;
	return member;
}

static struct symbol *evaluate_member_dereference(struct expression *expr)
{
	struct expression *deref = expr->deref;
	struct symbol *ctype, *member;
	struct ident *as;
	unsigned long mod;
	int offset = 0;

	if (!evaluate_expression(deref))
		return NULL;
	/* no name: the parser said "Expected member name" already */
	if (!expr->member)
		return NULL;
	ctype = examine_type(deref->ctype);
	as = ctype->ctype.as;
	mod = ctype->ctype.modifiers;
	if (ctype->type == SYM_NODE) {
		ctype = base_of(ctype);
		if (ctype && ctype->ctype.as)
			as = ctype->ctype.as;
		if (ctype)
			mod |= ctype->ctype.modifiers;
	}
	if (!ctype || (ctype->type != SYM_STRUCT && ctype->type != SYM_UNION)) {
		expr_error(expr, "expected structure or union");
		return NULL;
	}
	member = find_identifier(expr->member, ctype->symbol_list, &offset);
	if (!member) {
		no_member(expr, ctype);
		return NULL;
	}
	member = convert_to_as_mod(member, as,
				   mod & (MOD_QUALIFIER | MOD_NODEREF));
	if (!lvalue_expression(deref))
		return member_slice(expr, deref, member, offset);
	deref = deref->unop;
	expr->type = EXPR_PREOP;
	expr->op = '*';
	expr->unop = evaluate_offset(deref, offset);
	expr->ctype = member;
	expr->flags = CEF_NONE;
	return member;
}

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

static void examine_fn_arguments(struct symbol *fn)
{
	struct symbol *s;

	FOR_EACH_PTR(fn->arguments, s) {
		struct symbol *arg = s->ctype.base_type;

		/* int a[n] is a pointer before its size is ever looked at */
		if (arg && arg->type == SYM_ARRAY && !s->examined)
			adjust_parameter(s, arg);
		arg = evaluate_symbol(s);
		if (arg && (arg->type == SYM_ARRAY || arg->type == SYM_FN))
			adjust_parameter(s, arg);
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

		if (!evaluate_expression(expr)) {
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

static struct symbol *evaluate_call(struct expression *expr)
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

// The conditional operator (6.5.15)

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
	*cond = cast_to(*cond, ctype);
	expr->cond_false = cast_to(expr->cond_false, ctype);
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

/* One step of __builtin_offsetof: .member or [index] in @type. */
static struct expression *offsetof_step(struct expression *expr,
					struct symbol **type)
{
	struct symbol *ctype = examine_type(*type), *field;
	int class = classify_type(ctype, &ctype);
	struct expression *idx, *m;
	int offset = 0;

	if (expr->op == '.') {
		if (!ctype || class != TYPE_COMPOUND) {
			expr_error(expr, "expected structure or union");
			return NULL;
		}
		field = find_identifier(expr->ident, ctype->symbol_list,
					&offset);
		if (!field) {
			expr_error(expr, "unknown member");
			return NULL;
		}
		*type = field;
		size_value(expr, offset);
		return expr;
	}
	if (!ctype || class != (TYPE_COMPOUND | TYPE_PTR)) {
		expr_error(expr, "expected array");
		return NULL;
	}
	*type = ctype->ctype.base_type;
	examine_type(*type);
	idx = expr->index;
	if (!idx)
		return size_value(expr, 0) ? expr : NULL;
	if (!evaluate_expression(idx) ||
	    !is_int_class(classify_type(idx->ctype, &ctype))) {
		expr_error(expr, "non-integer index");
		return NULL;
	}
	idx = cast_to(idx, size_t_ctype);
	m = alloc_const_expression(expr->pos, 0);
	m->value = bits_to_bytes((*type)->bit_size);
	m->ctype = size_t_ctype;
	m->flags = CEF_INT | CEF_SET_ICE;
	expr->type = EXPR_BINOP;
	expr->op = '*';
	expr->left = idx;
	expr->right = m;
	expr->ctype = size_t_ctype;
	expr->flags = idx->flags & m->flags & ~CEF_CONST_MASK;
	return expr;
}

/*
 * The parser chains the steps from the last (here) to the first, whose
 * type is the one named: the offsets add up on the way back.
 */
static struct symbol *evaluate_offsetof_chain(struct expression *expr,
					      struct symbol **type)
{
	struct expression *down = expr->down;
	struct expression *sum;

	if (down) {
		struct expression *copy = alloc_expression(down->pos, 0);

		*copy = *down;
		if (!evaluate_offsetof_chain(copy, type))
			return NULL;
		down = copy;
	} else {
		*type = expr->in;
	}
	if (!offsetof_step(expr, type))
		return NULL;
	if (!down)
		return expr->ctype;
	if (expr->type == EXPR_VALUE && down->type == EXPR_VALUE) {
		expr->value += down->value;
		return expr->ctype;
	}
	sum = alloc_expression(expr->pos, 0);
	*sum = *expr;
	expr->type = EXPR_BINOP;
	expr->op = '+';
	expr->left = down;
	expr->right = sum;
	expr->ctype = size_t_ctype;
	expr->flags = down->flags & sum->flags;
	return size_t_ctype;
}

static struct symbol *evaluate_offsetof(struct expression *expr)
{
	struct symbol *type = NULL;

	return evaluate_offsetof_chain(expr, &type);
}

static struct symbol *evaluate_type_expression(struct expression *expr)
{
	evaluate_symbol(expr->symbol);
	expr->ctype = &type_ctype;
	return &type_ctype;
}

static struct symbol *evaluate_operands(struct expression *expr)
{
	if (!evaluate_expression(expr->left))
		return NULL;
	if (!evaluate_expression(expr->right))
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
		return size_value(expr, 0);
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
	if (!switch_type || !case_type || switch_type == &bad_ctype ||
	    case_type == &bad_ctype)
		return;
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
	expr_error(case_expr, "incompatible types for 'case' statement");
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

	FOR_EACH_PTR(stmt->iterator_syms, sym) {
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
	if (label->type == SYM_LABEL && label->namespace == NS_LABEL &&
	    !label->label_stmt)
		sparse_error(stmt->pos, "label '%s' was not declared",
			     show_ident(label->ident));
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
	if (*constraint != '=' && *constraint != '+')
		expr_error(op, "output constraint is not an assignment constraint (\"%s\")",
			   constraint);
	if (!expr || !evaluate_expression(expr))
		return;
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
		    (sym->ctype.modifiers & MOD_STATIC))
			return evaluate_symbol(sym->definition);
		examine_fn_arguments(base);
		/*
		 * An inline function is checked in the copy of its body each
		 * call expands to (inline.c), never by itself: sparse says
		 * nothing of one that is not used.
		 */
		if (sym->ctype.modifiers & MOD_INLINE)
			return base;
		if (!base->stmt && base->inline_stmt)
			uninline(sym);
		if (base->stmt)
			evaluate_statement(base->stmt);
	}
	return base;
}

/*
 * A definition with external linkage that nothing declared before: a
 * function with a body (even if marked extern), or an object not marked
 * extern.  Inline functions, register variables, what is marked
 * externally_visible and main() are left alone, as sparse does.
 */
static bool needs_declaration(const struct symbol *sym)
{
	unsigned long mods = sym->ctype.modifiers;
	const struct symbol *type = sym->ctype.base_type;

	if (sym->type != SYM_NODE || !(sym->namespace & NS_SYMBOL))
		return false;
	if (!sym->ident || !(mods & MOD_TOPLEVEL) || sym->same_symbol)
		return false;
	if (mods & (MOD_STATIC | MOD_INLINE | MOD_REGISTER | MOD_EXT_VISIBLE))
		return false;
	if (type && type->type == SYM_FN)
		return type->stmt && strcmp(show_ident(sym->ident), "main");
	return !(mods & MOD_EXTERN);
}

static void check_declaration(const struct symbol *sym)
{
	if (Wdecl && needs_declaration(sym))
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

static void check_duplicates(struct symbol *sym)
{
	bool initialized = sym->initializer != NULL;
	struct symbol *next = sym;

	while ((next = next->same_symbol) != NULL) {
		const char *typediff;

		evaluate_symbol(next);
		if (initialized && next->initializer) {
			sparse_error(sym->pos, "symbol '%s' has multiple initializers (originally initialized at %s:%d)",
				     show_ident(sym->ident),
				     stream_name(next->pos.stream),
				     next->pos.line);
			initialized = false;
		}
		typediff = type_difference(&sym->ctype, &next->ctype, 0, 0);
		if (typediff && !as_only_of_same_aggregate(sym, next, typediff)) {
			sparse_error(sym->pos, "symbol '%s' redeclared with different type (%s):",
				     show_ident(sym->ident), typediff);
			info(sym->pos, "   %s", show_typename(sym));
			info(next->pos, "note: previously declared as:");
			info(next->pos, "   %s", show_typename(next));
			return;
		}
	}
	check_declaration(sym);
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

void evaluate_symbol_list(struct symbol_list *list)
{
	struct symbol *sym;

	init_ranks();
	FOR_EACH_PTR(list, sym) {
		/* an error silences the warnings of its own symbol only */
		if (!declared_elsewhere(sym))
			has_error &= ~ERROR_CURR_PHASE;
		evaluate_symbol(sym);
		check_duplicates(sym);
	} END_FOR_EACH_PTR(sym);
}
