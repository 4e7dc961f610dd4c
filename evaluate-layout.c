// SPDX-License-Identifier: MIT
/*
 * evaluate-layout.c — the expressions that read an object's layout:
 * sizeof and _Alignof (6.5.3.4), member access (6.5.2.3) and
 * __builtin_offsetof (7.19).  Sizes and offsets become values; a member
 * becomes *(&base + offset), or a slice of a value that is no object.
 *
 * Takes EXPR_SIZEOF, EXPR_ALIGNOF, EXPR_DEREF and EXPR_OFFSETOF being
 * evaluated; gives their types.  State: none.
 */
#include "evaluate.h"

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

struct symbol *size_value(struct expression *expr, unsigned long value)
{
	expr->type = EXPR_VALUE;
	expr->value = value;
	expr->taint = 0;
	expr->ctype = size_t_ctype;
	expr->flags = CEF_SET_ICE;
	return size_t_ctype;
}

/*
 * The size in bytes of a variable length array: its count times its
 * element's size, itself a variable length array's maybe (int v[n][n]);
 * NULL when the element has no size.
 */
static struct expression *vla_size(struct position pos, struct symbol *type)
{
	struct symbol *array = base_of(type), *elem;
	struct expression *count, *size, *product;

	if (array && array->bit_size >= 0) {
		size = alloc_const_expression(pos, bits_to_bytes(array->bit_size));
		size->ctype = size_t_ctype;
		size->flags = CEF_INT | CEF_SET_ICE;
		return size;
	}
	if (!array || array->type != SYM_ARRAY || !array->array_size)
		return NULL;
	elem = base_of(array->ctype.base_type);
	size = elem && elem->bit_size != 0 ? vla_size(pos, elem) : NULL;
	if (!size)
		return NULL;
	count = alloc_expression(pos, EXPR_CAST);
	count->cast_type = size_t_ctype;
	count->cast_expression = array->array_size;
	if (!evaluate_expression(count))
		return NULL;
	product = alloc_expression(pos, EXPR_BINOP);
	product->op = '*';
	product->left = count;
	product->right = size;
	product->flags = CEF_NONE;
	product->ctype = size_t_ctype;
	return product;
}

/* sizeof of a variable length array: its count times its element. */
static struct symbol *evaluate_vla_sizeof(struct expression *expr,
					  struct symbol *type)
{
	struct expression *size = vla_size(expr->pos, type);

	if (!size) {
		expr_error(expr, "cannot size expression");
		return size_value(expr, -1);
	}
	*expr = *size;
	return size_t_ctype;
}

struct symbol *evaluate_sizeof(struct expression *expr)
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
	/* as sparse: an unsized type's size is -1 */
	return size_value(expr, size < 0 ? (unsigned long)-1 : bits_to_bytes(size));
}

/*
 * __sizeof_ptr__ (sparse's): the size of what a pointer points to (0 for
 * void and functions), of an array the whole array; else an error.
 */
struct symbol *evaluate_ptrsizeof(struct expression *expr)
{
	struct symbol *type = evaluate_type_information(expr);
	long size;

	if (!type)
		return NULL;
	type = base_of(type);
	if (type && type->type == SYM_PTR) {
		type = base_of(type->ctype.base_type);
		examine_type(type);
	} else if (!type || type->type != SYM_ARRAY) {
		expr_error(expr, "expected pointer expression");
		return NULL;
	}
	size = type ? type->bit_size : 0;
	return size_value(expr, size > 0 ? bits_to_bytes(size) : 0);
}

struct symbol *evaluate_alignof(struct expression *expr)
{
	struct symbol *type = evaluate_type_information(expr);

	if (!type)
		return NULL;
	return size_value(expr, type->ctype.alignment);
}

// Members (6.5.2.3)

/*
 * The member @ident of the struct or union @aggregate, looked for in
 * anonymous members too: *@holder gets the struct or union that has it by
 * name, *@base where that one is in @aggregate (bytes).  A redefined
 * struct may hold itself as an anonymous member, even twice: one already
 * being looked into is not entered again (or the walk would branch at
 * each of its copies), and the nesting is bounded.
 */
#define MAX_ANONYMOUS_NESTING 1500

static struct symbol *find_nested_member(struct symbol *aggregate,
					 struct ident *ident,
					 struct symbol **holder,
					 unsigned long *base, int depth)
{
	struct symbol *sym, *found = NULL;

	if (depth > MAX_ANONYMOUS_NESTING || aggregate->looked_into)
		return NULL;
	aggregate->looked_into = 1;
	FOR_EACH_PTR(aggregate->symbol_list, sym) {
		struct symbol *type;

		if (sym->ident == ident) {
			*holder = aggregate;
			found = sym;
			break;
		}
		if (sym->ident)
			continue;
		type = base_of(examine_type(sym));
		if (!type || (type->type != SYM_STRUCT &&
			      type->type != SYM_UNION))
			continue;
		found = find_nested_member(type, ident, holder, base,
					   depth + 1);
		if (found) {
			*base += sym->offset;
			break;
		}
	} END_FOR_EACH_PTR(sym);
	aggregate->looked_into = 0;
	return found;
}

struct symbol *find_member(struct symbol *aggregate, struct ident *ident,
			   struct symbol **holder, unsigned long *base)
{
	*base = 0;
	return find_nested_member(aggregate, ident, holder, base, 0);
}

/* The member @ident of @aggregate and its offset there, in *@offset. */
static struct symbol *find_identifier(struct ident *ident,
				      struct symbol *aggregate, int *offset)
{
	struct symbol *holder, *member;
	unsigned long base;

	member = find_member(aggregate, ident, &holder, &base);
	if (member)
		*offset = base + member->offset;
	return member;
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

/*
 * An array member of a struct value that is no object (f().a): the value
 * is stored in an anonymous object first, whose member then decays.
 */
static struct expression *value_object(struct expression *value,
				       struct symbol *type)
{
	struct symbol *sym = alloc_symbol(value->pos, SYM_NODE);
	struct expression *expr = alloc_expression(value->pos, EXPR_SYMBOL);

	sym->ctype.base_type = type;
	sym->initializer = value;
	examine_type(sym);
	symbol_lvalue(expr, sym, NULL, false);
	return expr;
}

struct symbol *evaluate_member_dereference(struct expression *expr)
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
	member = find_identifier(expr->member, ctype, &offset);
	if (!member) {
		no_member(expr, ctype);
		return NULL;
	}
	member = convert_to_as_mod(member, as,
				   mod);
	if (!lvalue_expression(deref)) {
		if (!is_array_type(member))
			return member_slice(expr, deref, member, offset);
		deref = value_object(deref, ctype);
	}
	deref = deref->unop;
	expr->type = EXPR_PREOP;
	expr->op = '*';
	expr->unop = evaluate_offset(deref, offset);
	expr->ctype = member;
	expr->flags = CEF_NONE;
	return member;
}

// __builtin_offsetof (7.19)

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
		field = find_identifier(expr->ident, ctype, &offset);
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

struct symbol *evaluate_offsetof(struct expression *expr)
{
	struct symbol *type = NULL;

	return evaluate_offsetof_chain(expr, &type);
}
