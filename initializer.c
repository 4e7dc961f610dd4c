// SPDX-License-Identifier: MIT
/*
 * initializer.c — initializers (6.7.9) evaluated against their object.
 *
 * Takes an object's type and its parsed initializer (EXPR_INITIALIZER
 * lists whose entries may start with EXPR_IDENTIFIER and EXPR_INDEX
 * designators); checks every entry against the subobject it initializes
 * and rewrites each list into EXPR_POS entries, one chain per entry from
 * the list's object down to the value: init_offset in bytes from the
 * start of the enclosing subobject, init_nr elements, ctype the
 * subobject.  Entries stay in source order; expand.c sorts them and
 * reports overlaps, measuring them with initializer_entry_offset() and
 * initializer_entry_range().  Leaves are converted by
 * compatible_assignment_types().  An object of incomplete array type gets
 * a sized array type of its own (size_initialized_array()).  Touches the
 * trees and the object it is given and the diagnostics, nothing else.
 */
#include <stdlib.h>

#include "evaluate.h"
#include "expression.h"
#include "symbol.h"

/* What one object's initializer is checked with. */
struct init_ctx {
	bool static_storage;	/* 6.7.9p4: constants only */
	/* the value last evaluated, tried against each subobject it may
	 * initialize, and its type (NULL: in error) */
	struct expression *evaluated;
	struct symbol *evaluated_type;
};

/*
 * One step of the way from a list's object to a subobject: a member of a
 * struct or union, or a range of elements of an array.
 */
struct step {
	struct symbol *aggregate;	/* array, struct or union type */
	struct symbol *member;		/* struct, union: the member node */
	unsigned long from, to;		/* array: the elements */
	unsigned long base;		/* bytes to an anonymous member's
					 * aggregate, which holds member */
	unsigned long offset;		/* bytes from the aggregate's start */
	struct symbol *type;		/* the subobject: member or element */
	struct position pos;		/* of its designator, or the value */
};

/* The subobject a list's entry goes to: steps[depth - 1]. */
struct path {
	struct step *steps;
	int depth, allocated;
	bool started;			/* an entry was placed */
};

static struct symbol *strip(struct symbol *type)
{
	return unqualified_type(type);
}

static bool is_aggregate(struct symbol *type)
{
	type = strip(type);
	return type && (type->type == SYM_ARRAY || type->type == SYM_STRUCT ||
			type->type == SYM_UNION);
}

static const char *aggregate_kind(struct symbol *type)
{
	return is_array_type(type) ? "array" : "struct or union";
}

static void excess(struct position pos, struct symbol *type)
{
	warning(pos, "excessive elements in %s initializer",
		aggregate_kind(type));
}

// Types and members

static struct symbol *element_type(struct symbol *array)
{
	return examine_symbol_type(strip(array)->ctype.base_type);
}

/* An array's element count, or -1 when it has none ([], flexible). */
static long long array_count(struct symbol *array)
{
	struct symbol *elem = element_type(array);

	array = strip(array);
	if (!array->array_size)
		return -1;
	if (array->bit_size >= 0 && elem && elem->bit_size > 0)
		return array->bit_size / elem->bit_size;
	return get_expression_value_silent(array->array_size);
}

static bool is_unnamed_bitfield(struct symbol *member)
{
	struct symbol *base = member->ctype.base_type;

	return !member->ident && base && base->type == SYM_BITFIELD;
}

/* The member after @member (NULL: the first) that takes a value. */
static struct symbol *next_member(struct symbol *aggregate,
				  struct symbol *member)
{
	struct symbol *sym;
	bool past = !member;

	if (member && aggregate->type == SYM_UNION)
		return NULL;
	FOR_EACH_PTR(aggregate->symbol_list, sym) {
		if (past && !is_unnamed_bitfield(sym))
			return sym;
		if (sym == member)
			past = true;
	} END_FOR_EACH_PTR(sym);
	return NULL;
}

// Steps

static void set_member(struct step *step, struct symbol *member,
		       struct position pos)
{
	step->member = member;
	step->offset = step->base + member->offset;
	step->from = step->to = 0;
	step->type = member;
	step->pos = pos;
}

static void set_element(struct step *step, unsigned long from,
			unsigned long to, struct position pos)
{
	struct symbol *elem = element_type(step->aggregate);

	step->member = NULL;
	step->from = from;
	step->to = to;
	step->base = 0;
	step->offset = from * bits_to_bytes(elem ? elem->bit_size : 0);
	step->type = elem;
	step->pos = pos;
}

static struct step *push_step(struct path *path, struct symbol *aggregate)
{
	struct step *step;

	if (path->depth == path->allocated) {
		path->allocated = path->allocated * 2 + 4;
		path->steps = xrealloc(path->steps,
				       path->allocated * sizeof(*step));
	}
	step = &path->steps[path->depth++];
	step->aggregate = strip(aggregate);
	step->base = 0;
	return step;
}

/* Whether @aggregate is already one of the path's steps. */
static bool on_path(const struct path *path, const struct symbol *aggregate)
{
	int level;

	for (level = 0; level < path->depth; level++) {
		if (path->steps[level].aggregate == aggregate)
			return true;
	}
	return false;
}

/*
 * The first subobject of @type, one step down; false when it has none,
 * or when @type is a struct already on the path: one that holds itself
 * (after an error) would have no end of first members.
 */
static bool first_subobject(struct path *path, struct symbol *type,
			    struct position pos)
{
	struct symbol *aggregate = strip(type), *member;
	struct step *step;

	if (aggregate->type != SYM_ARRAY && on_path(path, aggregate))
		return false;

	if (aggregate->type == SYM_ARRAY) {
		if (array_count(aggregate) == 0)
			return false;
		set_element(push_step(path, aggregate), 0, 0, pos);
		return true;
	}
	member = next_member(aggregate, NULL);
	if (!member)
		return false;
	step = push_step(path, aggregate);
	set_member(step, member, pos);
	return true;
}

/* Step @step to the subobject after it; false when there is none. */
static bool advance_step(struct step *step, struct position pos)
{
	unsigned long next = step->to + 1;
	struct symbol *member;
	long long count;

	if (step->aggregate->type != SYM_ARRAY) {
		member = next_member(step->aggregate, step->member);
		if (!member)
			return false;
		set_member(step, member, pos);
		return true;
	}
	count = array_count(step->aggregate);
	if (count >= 0 && next >= (unsigned long long)count)
		return false;
	set_element(step, next, next, pos);
	return true;
}

/*
 * The subobject after the path's (6.7.9p17): the innermost step that can
 * advance does, what was below it is dropped, and the steps above stay
 * (an index range narrowed to its last element).
 */
static bool advance_path(struct path *path, struct position pos)
{
	int level;

	for (level = path->depth - 1; level >= 0; level--) {
		if (advance_step(&path->steps[level], pos))
			break;
	}
	if (level < 0) {
		path->depth = 0;
		return false;
	}
	path->depth = level + 1;
	for (level = 0; level < path->depth; level++) {
		struct step *step = &path->steps[level];

		step->pos = pos;
		if (step->aggregate->type == SYM_ARRAY)
			set_element(step, step->to, step->to, pos);
	}
	return true;
}

// Designators

/*
 * Where sparse places a designator: at the member's name or the index's
 * first token, where the parser put the '.' or the '['.
 */
static struct position leftmost_pos(struct expression *expr)
{
	while (expr) {
		switch (expr->type) {
		case EXPR_BINOP: case EXPR_COMPARE: case EXPR_LOGICAL:
		case EXPR_COMMA: case EXPR_ASSIGNMENT:
			expr = expr->left;
			continue;
		case EXPR_CONDITIONAL:
			expr = expr->conditional;
			continue;
		case EXPR_POSTOP:
			expr = expr->unop;
			continue;
		case EXPR_CALL:
			expr = expr->fn;
			continue;
		case EXPR_DEREF:
			expr = expr->deref;
			continue;
		default:
			return expr->pos;
		}
	}
	return (struct position){ .bad = 1 };
}

/* An index designator's place is its index's; a name's, the name's. */
static struct position designator_pos(struct expression *designator)
{
	if (designator->type == EXPR_INDEX)
		return leftmost_pos(designator->idx_from_expr);
	return designator->pos;
}

/*
 * An index designator's value: the parser's, when it could fold it, else
 * the integer constant expression's value (an error when it is none,
 * said once: the expression is bad_ctype after it).
 */
static unsigned long index_value(struct expression *expr,
				 unsigned int parsed)
{
	if (!expr || expr->type == EXPR_VALUE || expr->ctype == &bad_ctype)
		return parsed;
	return const_expression_value(expr);
}

/* A designator's step, or the message of what is wrong with it. */
static const char *designator_step(struct path *path, struct symbol *type,
				   struct expression *designator)
{
	struct symbol *aggregate = strip(type), *member;
	struct position pos = designator_pos(designator);
	struct step *step;
	unsigned long from, to;
	long long count;

	if (designator->type == EXPR_INDEX) {
		if (!aggregate || aggregate->type != SYM_ARRAY)
			return "array index in non-array";
		from = index_value(designator->idx_from_expr,
				   designator->idx_from);
		to = index_value(designator->idx_to_expr, designator->idx_to);
		count = array_count(aggregate);
		if (count >= 0 && to >= (unsigned long long)count)
			return "index out of bounds in";
		set_element(push_step(path, aggregate), from, to, pos);
		return NULL;
	}
	if (!aggregate || (aggregate->type != SYM_STRUCT &&
			   aggregate->type != SYM_UNION))
		return "field name not in struct or union";
	step = push_step(path, aggregate);
	member = find_member(step->aggregate, designator->expr_ident,
			     &step->aggregate, &step->base);
	if (!member) {
		path->depth--;
		return "unknown field name in";
	}
	set_member(step, member, pos);
	return NULL;
}

static struct expression **designated_value(struct expression *designator)
{
	if (designator->type == EXPR_INDEX)
		return &designator->idx_expression;
	return &designator->ident_expression;
}

static bool is_designator(struct expression *expr)
{
	return expr->type == EXPR_INDEX || expr->type == EXPR_IDENTIFIER;
}

/*
 * The path of a designation: one step per designator, from @type down.
 * Returns the value's slot, or NULL after an error.
 */
static struct expression **resolve_designation(struct path *path,
					       struct symbol *type,
					       struct expression *entry)
{
	struct expression *designator = entry;
	const char *error;

	path->depth = 0;
	while (designator && is_designator(designator)) {
		error = designator_step(path, type, designator);
		if (error) {
			sparse_error(designator_pos(designator),
				     "%s initializer", error);
			return NULL;
		}
		type = path->steps[path->depth - 1].type;
		/* { .b = } and { .b 1 } (its error said): quietly, as sparse */
		if (!*designated_value(designator))
			return NULL;
		entry = designator;
		designator = *designated_value(designator);
	}
	return designated_value(entry);
}

// Values

static bool initialize(struct init_ctx *ctx, struct expression **ep,
		       bool nested, struct symbol *type);

/* '{ value }' around a scalar's value; NULL when it is not that. */
static struct expression *scalar_value(struct expression *expr, bool nested)
{
	struct expression *value;

	if (expr->type != EXPR_INITIALIZER)
		return expr;
	if (ptr_list_size(expr->expr_list) != 1)
		return NULL;
	value = first_ptr_list(expr->expr_list);
	if (value->type == EXPR_INITIALIZER || is_designator(value))
		return NULL;
	if (nested)
		warning(expr->pos, "braces around scalar initializer");
	return value;
}

static void check_static_value(struct init_ctx *ctx, struct expression *expr)
{
	if (Wconstexpr_not_const && ctx->static_storage &&
	    !(expr->flags & (CEF_ACE | CEF_ADDR)))
		warning(expr->pos, "non-constant initializer for static object");
}

/* The type of a value, evaluated once however many times it is tried. */
static struct symbol *evaluate_value(struct init_ctx *ctx,
				     struct expression *expr)
{
	if (ctx->evaluated != expr) {
		ctx->evaluated = expr;
		ctx->evaluated_type = evaluate_expression(expr);
		if (ctx->evaluated_type == &bad_ctype)
			ctx->evaluated_type = NULL;
	}
	return ctx->evaluated_type;
}

static bool initialize_scalar(struct init_ctx *ctx, struct expression **ep,
			      bool nested, struct symbol *type)
{
	struct expression *expr = scalar_value(*ep, nested);

	if (!expr)
		return false;
	*ep = expr;
	if (!evaluate_value(ctx, expr))
		return true;
	compatible_assignment_types(expr, type, ep, "initializer");
	check_static_value(ctx, expr);
	return true;
}

/* An array of characters, or of wchar_t: what a string may initialize. */
static bool is_string_type(struct symbol *type)
{
	struct symbol *elem;

	type = strip(type);
	if (!type || type->type != SYM_ARRAY)
		return false;
	elem = strip(element_type(type));
	if (!elem)
		return false;
	if (elem == strip(wchar_t_ctype))
		return true;
	return is_int_type(elem) && elem->type != SYM_BITFIELD &&
	       elem->bit_size == bits_in_char;
}

/* A string literal, perhaps in parentheses: the literal, or NULL. */
static struct expression *unparenthesized_string(struct expression *expr)
{
	while (expr && expr->type == EXPR_PREOP && expr->op == '(')
		expr = expr->unop;
	if (!expr || expr->type != EXPR_STRING)
		return NULL;
	return expr;
}

/* The same, used as an initializer: -Wparen-string warns of the ( ). */
static struct expression *string_literal(struct expression *expr)
{
	struct expression *string = unparenthesized_string(expr);

	if (string && string != expr && Wparen_string)
		warning(string->pos,
			"array initialized from parenthesized string constant");
	return string;
}

static int string_char_bits(int wide)
{
	switch (wide) {
	case 0: case 4:
		return bits_in_char;
	case 2:
		return 16;
	case 3:
		return 32;
	default:
		return bits_in_wchar;
	}
}

/* A string literal initializes an array of characters (6.7.9p14). */
static void initialize_string(struct expression **ep, struct expression *string,
			      struct symbol *type)
{
	struct expression *copy = alloc_expression(string->pos, EXPR_STRING);
	struct symbol *array = strip(type);
	long char_bits = string_char_bits(string->wide);
	long string_bits = (long)string->string->length * char_bits;

	*copy = *string;
	evaluate_expression(copy);
	*ep = copy;
	if (!array->array_size || array->bit_size < 0)
		return;
	if (array->bit_size + char_bits < string_bits)
		warning(string->pos,
			"too long initializer-string for array of char");
	else if (Winit_cstring && array->bit_size + char_bits == string_bits)
		warning(string->pos,
			"too long initializer-string for array of char(no space for nul char)");
}

/* A struct or union initialized by an expression of its type. */
static bool initialize_by_value(struct init_ctx *ctx, struct expression *expr,
				struct symbol *type)
{
	struct symbol *value_type = evaluate_value(ctx, expr);

	if (!value_type)
		return true;
	return strip(value_type) == strip(type);
}

/* The only entry of a braced list, if it is a string literal. */
static struct expression *braced_string(struct expression *list)
{
	if (ptr_list_size(list->expr_list) != 1)
		return NULL;
	return string_literal(first_ptr_list(list->expr_list));
}

static void initialize_list(struct init_ctx *ctx, struct expression *list,
			    struct symbol *type);

/*
 * Check *@ep as the value of an object of @type and convert it; false
 * when it is no value for such an object (a list entry then goes to
 * the first subobject).
 */
static bool initialize(struct init_ctx *ctx, struct expression **ep,
		       bool nested, struct symbol *type)
{
	struct expression *expr = *ep, *string;

	if (!expr || !type)
		return false;
	if (!is_aggregate(type))
		return initialize_scalar(ctx, ep, nested, type);
	/*
	 * __auto_type a[2]: sparse takes it for a scalar: one value, maybe
	 * in braces, and no more
	 */
	if (is_array_type(type) && strip(element_type(type)) == &autotype_ctype)
		return scalar_value(expr, nested) != NULL;
	if (expr->type == EXPR_INITIALIZER) {
		string = is_string_type(type) ? braced_string(expr) : NULL;
		if (string)
			initialize_string(ep, string, type);
		else
			initialize_list(ctx, expr, type);
		return true;
	}
	string = string_literal(expr);
	if (string) {
		if (!is_string_type(type))
			return false;
		initialize_string(ep, string, type);
		return true;
	}
	if (is_array_type(type))
		return false;
	return initialize_by_value(ctx, expr, type);
}

// Lists

/* The entry's chain of EXPR_POS, from the list's object to @value. */
static struct expression *position_chain(struct path *path,
					 struct expression *value)
{
	struct expression *chain = value, *pos;
	int level;

	for (level = path->depth - 1; level >= 0; level--) {
		struct step *step = &path->steps[level];

		pos = alloc_expression(step->pos, EXPR_POS);
		pos->ctype = step->type;
		pos->init_offset = step->offset;
		pos->init_nr = step->to - step->from + 1;
		pos->init_expr = chain;
		chain = pos;
	}
	return chain;
}

/* -Wdesignated-init: a positional entry in a struct that wants names. */
static void check_designated_init(struct symbol *type, struct position pos)
{
	struct symbol *aggregate = strip(type);
	struct ident *name = type->ident;

	if (type->namespace == NS_TYPEDEF)
		name = aggregate->ident;	/* a typedef is its type */
	if (!Wdesignated_init || !aggregate->designated_init ||
	    aggregate->type != SYM_STRUCT)
		return;			/* a union's is refused by sparse */
	warning(pos, "%s%.*s%spositional init of field in %s %s, declared with attribute designated_init",
		name ? "in initializer for " : "",
		name ? name->len : 0, name ? name->name : "",
		name ? ": " : "",
		"struct", show_ident(aggregate->ident));
}

/* The state of walking one braced list. */
struct list_walk {
	struct symbol *type;		/* the list's object */
	struct path path;		/* where the last entry went */
	struct path designation;	/* the next, while resolved */
	bool deep;			/* last designation: several steps */
	struct expression_list *entries;	/* the rewritten entries */
};

/* Where a positional entry goes: after the last one (6.7.9p17). */
static bool place_positional(struct list_walk *walk, struct expression *entry)
{
	struct path *path = &walk->path;
	bool placed;

	if (!path->started) {
		path->started = true;
		path->depth = 0;
		placed = first_subobject(path, walk->type, entry->pos);
	} else {
		placed = path->depth && advance_path(path, entry->pos);
	}
	if (!placed) {
		excess(entry->pos, walk->type);
		return false;
	}
	check_designated_init(walk->type, entry->pos);
	if (walk->deep && Wpast_deep_designator) {
		warning(entry->pos, "advancing past deep designator");
		walk->deep = false;
	}
	return true;
}

/*
 * The value goes to the path's subobject or, when it is no value for
 * that aggregate, to its first subobject, down to a scalar.
 */
static void place_value(struct init_ctx *ctx, struct list_walk *walk,
			struct expression **vp, struct position entry_pos)
{
	struct path *path = &walk->path;
	struct symbol *type;

	for (;;) {
		type = path->steps[path->depth - 1].type;
		if (initialize(ctx, vp, true, type))
			break;
		if (!is_aggregate(type)) {
			warning(entry_pos, "bogus scalar initializer");
			return;
		}
		if (!first_subobject(path, type, entry_pos)) {
			excess(entry_pos, type);
			return;
		}
		warning(entry_pos, "missing braces around initializer");
	}
	add_ptr_list(&walk->entries, position_chain(path, *vp));
}

static void place_entry(struct init_ctx *ctx, struct list_walk *walk,
			struct expression *entry)
{
	struct expression **vp = &entry;
	struct position pos = entry->pos;

	if (entry->type == EXPR_POS) {
		add_ptr_list(&walk->entries, entry);	/* evaluated already */
		return;
	}
	if (is_designator(entry)) {
		struct path resolved = walk->designation;

		pos = designator_pos(entry);
		vp = resolve_designation(&resolved, walk->type, entry);
		walk->designation = resolved;
		if (!vp)
			return;		/* the last path stays */
		walk->designation = walk->path;
		walk->path = resolved;
		walk->path.started = true;
		walk->deep = walk->path.depth > 1;
	} else if (!place_positional(walk, entry)) {
		return;
	}
	place_value(ctx, walk, vp, pos);
}

/*
 * '{ 0 }' initializes any object to zero, without the checks of 0: as
 * written, as sparse has it: not { 0, }, { 0x0 }, { 0L }, { '\0' } nor
 * { (0) }.
 */
static bool is_universal_zero(struct expression *list)
{
	return !Wuniversal_initializer && list->literal_zero;
}

/* A braced list for an aggregate: each entry to its subobject. */
static void initialize_list(struct init_ctx *ctx, struct expression *list,
			    struct symbol *type)
{
	struct list_walk walk = { .type = type };
	struct expression *entry;

	if (list->ctype)
		return;			/* done already */
	list->ctype = type;
	if (is_universal_zero(list)) {
		list->zero_init = 1;
		free_ptr_list(&list->expr_list);
		return;
	}
	FOR_EACH_PTR(list->expr_list, entry) {
		place_entry(ctx, &walk, entry);
	} END_FOR_EACH_PTR(entry);
	free(walk.path.steps);
	free(walk.designation.steps);
	free_ptr_list(&list->expr_list);
	list->expr_list = walk.entries;
}

// Implicit array sizes

/* The characters of a string that initializes @array, or 0. */
static unsigned long string_count(struct symbol *array, struct expression *init)
{
	struct expression *string;

	if (init->type == EXPR_INITIALIZER) {
		if (ptr_list_size(init->expr_list) != 1)
			return 0;
		init = first_ptr_list(init->expr_list);
	}
	string = unparenthesized_string(init);
	if (!string || !is_string_type(array))
		return 0;
	return string->string->length;
}

unsigned long count_array_initializer(struct symbol *array,
				      struct expression *init, bool evaluated)
{
	struct expression *entry;
	unsigned long index = 0, count = string_count(array, init);

	if (count)
		return count;
	/* as sparse: one value, not a string it takes, is an invalid
	 * initializer and sizes nothing */
	if (init->type != EXPR_INITIALIZER)
		return 0;
	FOR_EACH_PTR(init->expr_list, entry) {
		if (entry->type == EXPR_INDEX && evaluated)
			index = index_value(entry->idx_to_expr,
					    entry->idx_to);
		else if (entry->type == EXPR_INDEX)
			index = entry->idx_to;
		index++;
		if (index > count)
			count = index;
	} END_FOR_EACH_PTR(entry);
	return count;
}

/*
 * int a[] = { ... }: the object gets an array type of the size given
 * (symbol.c counted the same before evaluation, for sizeof).
 */
void size_initialized_array(struct symbol *node)
{
	struct symbol *array = strip(node), *sized;
	struct expression *init = node ? node->initializer : NULL;

	if (!init || node->type != SYM_NODE || !array ||
	    array->type != SYM_ARRAY || array->array_size)
		return;
	sized = alloc_symbol(array->pos, SYM_ARRAY);
	sized->ctype = array->ctype;
	sized->array_size = alloc_const_expression(init->pos,
					count_array_initializer(array, init,
								true));
	examine_symbol_type(sized);
	node->ctype.base_type = sized;
	node->bit_size = sized->bit_size;
}

// Where entries land

static unsigned long long bit_size_of(struct symbol *type)
{
	type = examine_symbol_type(type);
	return type && type->bit_size > 0 ? type->bit_size : 0;
}

unsigned long long initializer_entry_offset(struct expression *entry)
{
	unsigned long long offset = 0;
	struct symbol *last = NULL;

	for (; entry && entry->type == EXPR_POS; entry = entry->init_expr) {
		offset += entry->init_offset * (unsigned long long)bits_in_char;
		last = entry->ctype;
	}
	if (last && last->type == SYM_NODE)
		offset += last->bit_offset;
	return offset;
}

unsigned long long initializer_entry_range(struct expression *entry)
{
	unsigned long long range = 0, size = 0;

	for (; entry && entry->type == EXPR_POS; entry = entry->init_expr) {
		size = bit_size_of(entry->ctype);
		if (entry->init_nr > 1)
			range += (entry->init_nr - 1) * size;
	}
	return range + size;
}

void evaluate_initializer(struct symbol *ctype, struct expression **ep)
{
	struct init_ctx ctx = {
		.static_storage = ctype && ctype->type == SYM_NODE &&
			(ctype->ctype.modifiers & (MOD_TOPLEVEL | MOD_STATIC)),
	};

	if (!ctype || !*ep)
		return;
	if (ep == &ctype->initializer)
		size_initialized_array(ctype);
	if (!initialize(&ctx, ep, false, ctype)) {
		sparse_error((*ep)->pos, "invalid initializer");
		(*ep)->ctype = &bad_ctype;
	}
}
