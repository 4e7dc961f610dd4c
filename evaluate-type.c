// SPDX-License-Identifier: MIT
/*
 * evaluate-type.c — the types the operators see: typeof resolved and
 * sizes known (examine_type), the class of a type (classify_type), the
 * bitwise types and their fouled forms, the integer promotions and the
 * usual arithmetic conversions (6.3.1).
 *
 * Takes symbols and expressions being evaluated; gives types, and the
 * "restricted degrades to integer" and "mixing different enum types"
 * warnings.  State: the built-in types' ranks (set once, init_ranks).
 */
#include <stdbool.h>
#include <stddef.h>

#include "evaluate.h"

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

void init_ranks(void)
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
struct symbol *examine_type(struct symbol *sym)
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
			s->examined = 0;
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

/*
 * The type a pointer points to, examined, without its node.  As sparse,
 * the pointer then takes what that type passes on to pointers: the
 * address space and the noderef, nocast or qualifiers that attributes
 * after a struct's body gave it ("struct s {...} __user *p" is __user
 * from the first pointer arithmetic, comparison, cast or assignment
 * check that examines it here, not before).
 */
struct symbol *examine_pointer_target(struct symbol *ptr)
{
	struct symbol *base = examine_type(ptr->ctype.base_type);

	pointer_takes_target(ptr);
	if (base && base->type == SYM_NODE)
		base = base->ctype.base_type;
	return base;
}

// Classifying types

int classify_type(struct symbol *type, struct symbol **base)
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

bool is_scalar_type(struct symbol *type)
{
	struct symbol *base;
	int class = classify_type(type, &base);

	return (class & (TYPE_NUM | TYPE_PTR)) != 0;
}

/* attribute safe on the object, not on what a pointer points to */
bool is_safe_type(struct symbol *type)
{
	while (type && type->type == SYM_NODE) {
		if (type->ctype.modifiers & MOD_SAFE)
			return true;
		type = type->ctype.base_type;
	}
	return false;
}

// Bitwise types: restricted, and fouled once promoted

/*
 * The fouled version of a restricted type narrower than int: a new one
 * each time (symbols do not outlive their file), so two are compared
 * with same_bitwise().
 */
struct symbol *befoul(struct symbol *type)
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

struct symbol *unfoul(struct symbol *type)
{
	if (type && type->type == SYM_FOULED)
		return type->ctype.base_type;
	return type;
}

/* A restricted operand used as a plain integer: warn, and its base. */
void unrestrict(struct expression *expr, int class,
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
int restricted_value(struct expression *v, struct symbol *type)
{
	if (v->type != EXPR_VALUE)
		return 1;
	if (v->value != 0)
		return 1;
	return 0;
}

enum restricted_use restricted_binop(int op)
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

struct symbol *integer_promotion(struct symbol *type)
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
void warn_for_different_enum_types(struct position pos,
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

struct symbol *usual_conversions(int op, struct expression *left,
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
