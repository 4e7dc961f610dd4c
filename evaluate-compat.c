// SPDX-License-Identifier: MIT
/*
 * evaluate-compat.c — implied conversions and compatible types:
 * cast_to() wraps a value in an EXPR_IMPLIED_CAST, type_difference()
 * says why two types differ ("different address spaces", "different
 * base types", ...), degenerate() turns arrays and functions into
 * pointers, and compatible_assignment_types() checks what is stored,
 * passed or returned ("incorrect type in assignment").
 *
 * Takes evaluated expressions and types; rewrites the expressions in
 * place.  State: none.
 */
#include <stdio.h>

#include "evaluate.h"

/* Modifiers that do not make two types different. */
#define MOD_IGNORE	(MOD_STORAGE | MOD_INLINE | MOD_ADDRESSABLE | \
			 MOD_ASSIGNED | MOD_ACCESSED | MOD_USERTYPE | \
			 MOD_EXPLICITLY_SIGNED | MOD_TLS | MOD_UNUSED | \
			 MOD_EXT_VISIBLE | MOD_GNU_INLINE | MOD_PURE | \
			 MOD_NORETURN | MOD_PURE_CONST | MOD_FORCE | \
			 MOD_PACKED | MOD_CONSTEXPR | MOD_ASM)
/*
 * The qualifiers a pointer's target may gain in a conversion: not _Atomic,
 * which must be the same on both sides, as in sparse.
 */
#define MOD_GAINABLE	(MOD_CONST | MOD_VOLATILE | MOD_RESTRICT)
/*
 * The function attributes that count in what a pointer points to: a
 * pointer to a noreturn or pure function takes no other.
 */
#define MOD_FN_COUNTED	(MOD_NORETURN | MOD_PURE | MOD_PURE_CONST)

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

/* The modifiers of what @ptr points to, those of a node there too. */
static unsigned long pointee_modifiers(struct symbol *ptr)
{
	struct symbol *base = ptr->ctype.base_type;
	unsigned long mod = ptr->ctype.modifiers;

	if (base && base->type == SYM_NODE)
		mod |= base->ctype.modifiers;
	return mod;
}

/* Whether a value, or what a pointer points to, is nocast. */
static bool nocast_type(struct symbol *type)
{
	unsigned long mod = 0;

	while (type && type->type == SYM_NODE) {
		mod |= type->ctype.modifiers;
		type = type->ctype.base_type;
	}
	if (type && type->type == SYM_PTR)
		mod = pointee_modifiers(type);
	return mod & MOD_NOCAST;
}

/* The modifiers of a value's nodes. */
static unsigned long node_modifiers(struct symbol *type)
{
	unsigned long mod = 0;

	for (; type && type->type == SYM_NODE; type = type->ctype.base_type)
		mod |= type->ctype.modifiers;
	return mod;
}

/*
 * A nocast type converted implicitly to or from another: as sparse, one
 * of the same base type is no other unless volatile or _Atomic differ;
 * a null pointer is none.
 */
static void check_nocast(struct expression *old, struct symbol *type)
{
	bool from = nocast_type(old->ctype);
	bool to = nocast_type(type);
	unsigned long diff;

	if (!from && !to)
		return;
	diff = node_modifiers(old->ctype) ^ node_modifiers(type);
	if (base_of(old->ctype) == base_of(type) &&
	    !(diff & (MOD_VOLATILE | MOD_ATOMIC)))
		return;
	if (is_ptr_type(type) && is_null_pointer_constant(old))
		return;
	warning(old->pos, "implicit cast %s nocast type",
		from && to ? "to/from" : from ? "from" : "to");
}

/*
 * A pointer stored in one address space and pointing into another (a
 * member read through an __rcu pointer, a `T __user * __rcu` variable):
 * when sparse compares it for a conversion, it meets both address spaces
 * at the pointer's '*' and reports them there, the value's type first.
 */
static void check_stored_pointer(struct symbol *type)
{
	struct ident *as = NULL;

	while (type && type->type == SYM_NODE) {
		if (type->ctype.as)
			as = type->ctype.as;
		type = type->ctype.base_type;
	}
	if (!type || type->type != SYM_PTR || !as)
		return;
	if (type->ctype.as && type->ctype.as != as)
		sparse_error(type->pos, "multiple address spaces given");
}

struct expression *cast_to(struct expression *old, struct symbol *type)
{
	struct expression *expr;

	if (!old || !type)
		return old;
	warn_for_different_enum_types(old->pos, old->ctype, type);
	if (old->ctype != &null_ctype && old->ctype != type) {
		check_stored_pointer(old->ctype);
		check_stored_pointer(type);
	}
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
void cast_to_bool(struct expression *expr)
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

/* Each side's modifiers and address space, collected down to a pointer. */
struct type_walk {
	struct symbol *type;
	unsigned long mod;
	struct ident *as;
	bool move;
	/*
	 * What does not count: noreturn and pure, only until a pointer is
	 * crossed (a noreturn function is like another, not a pointer to
	 * one).
	 */
	unsigned long ignore;
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
				       MOD_IGNORE | MOD_GAINABLE,
				       MOD_IGNORE | MOD_GAINABLE);
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

/* attribute const counts as pure, as in sparse (one bit there) */
static unsigned long pure_as_one(unsigned long mod)
{
	return mod & MOD_PURE_CONST ? (mod & ~MOD_PURE_CONST) | MOD_PURE : mod;
}

/* Whether the modifiers said at this level differ. */
static bool level_difference(struct type_walk *w1, struct type_walk *w2)
{
	return (pure_as_one(w1->mod) ^ pure_as_one(w2->mod)) & ~w1->ignore &
	       ~MOD_SIGNEDNESS;
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
		/* by tag, as sparse: two without one are the same */
		return t1->ident == t2->ident ? NULL : "different base types";
	case SYM_ARRAY:
		return NULL;
	case SYM_PTR:
		if (w1->as != w2->as)
			return "different address spaces";
		if (level_difference(w1, w2))
			return "different modifiers";
		examine_pointer_target(t1);
		examine_pointer_target(t2);
		w1->ignore = w2->ignore = MOD_IGNORE & ~MOD_FN_COUNTED;
		w1->mod = t1->ctype.modifiers;
		w1->as = t1->ctype.as;
		w2->mod = t2->ctype.modifiers;
		w2->as = t2->ctype.as;
		return NULL;
	case SYM_FN:
		if (w1->as != w2->as)
			return "different address spaces";
		if (level_difference(w1, w2))
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
		diff = (w1->mod ^ w2->mod) & ~w1->ignore;
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

/* type_difference(), @ignore what does not count at the first level */
static const char *walk_difference(struct ctype *c1, struct ctype *c2,
				   unsigned long mod1, unsigned long mod2,
				   unsigned long ignore)
{
	struct type_walk w1 = { c1->base_type, mod1 | c1->modifiers, c1->as, 1,
				ignore };
	struct type_walk w2 = { c2->base_type, mod2 | c2->modifiers, c2->as, 1,
				ignore };

	init_ranks();
	for (;;) {
		const char *diff;
		bool done;

		walk_collect(&w1);
		walk_collect(&w2);
		if (w1.type == w2.type)
			break;
		if (!w1.type || !w2.type)
			return "different base types";
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
	if ((w1.mod ^ w2.mod) & ~w1.ignore & ~MOD_SIGNEDNESS)
		return "different modifiers";
	return NULL;
}

const char *type_difference(struct ctype *c1, struct ctype *c2,
			    unsigned long mod1, unsigned long mod2)
{
	return walk_difference(c1, c2, mod1, mod2, MOD_IGNORE);
}

/*
 * The qualifiers of what a pointer points to, and noreturn; none for an
 * array.  Either side's are the other's in a comparison or a conditional.
 */
unsigned long target_qualifiers(struct symbol *type)
{
	struct symbol *base = base_of(type->ctype.base_type);

	if (base && base->type == SYM_ARRAY)
		return 0;
	return pointee_modifiers(type) & (MOD_GAINABLE | MOD_NORETURN);
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
void bad_null(struct expression *expr)
{
	if (Wnon_pointer_null)
		warning(expr->pos, "Using plain integer as NULL pointer");
}

// Pointers made by & and by decay

void mark_addressable(struct expression *expr)
{
	while (expr->type == EXPR_BINOP && expr->op == '+')
		expr = expr->left;
	if (expr->type == EXPR_SYMBOL && expr->symbol) {
		expr->symbol->ctype.modifiers |= MOD_ADDRESSABLE;
		note_address_taken(expr->symbol);
	}
}

struct symbol *create_pointer(struct expression *expr,
			      struct symbol *sym, bool decay)
{
	struct symbol *node = alloc_symbol(expr->pos, SYM_NODE);
	struct symbol *ptr = alloc_symbol(expr->pos, SYM_PTR);

	node->ctype.base_type = ptr;
	node->bit_size = ptr->bit_size = bits_in_pointer;
	node->ctype.alignment = ptr->ctype.alignment = pointer_alignment;
	node->examined = ptr->examined = 1;
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
	if (ctype->builtin && expr->unop->type == EXPR_SYMBOL)
		expr_error(expr, "taking the address of built-in function '%s'",
			   show_ident(ctype->ident));
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
	mod1 = pointee_modifiers(t) & MOD_GAINABLE;
	mod2 = pointee_modifiers(s) & MOD_GAINABLE;
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
	/*
	 * The target may gain const, volatile, restrict; a function pointer
	 * may lose noreturn and pure, not gain them.
	 */
	*typediff = walk_difference(&t->ctype, &s->ctype,
				    pointee_modifiers(s) & MOD_FN_COUNTED, mod1,
				    MOD_IGNORE & ~MOD_FN_COUNTED);
	return *typediff ? 0 : 1;
}

/* 1: fine as it is, 2: fine with a conversion, 0: not (see *typediff). */
int check_assignment_types(struct symbol *target, struct expression **rp,
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
