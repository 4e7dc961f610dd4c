// SPDX-License-Identifier: MIT
/*
 * dissect.c — the trees of each file, as parsed (not evaluated), become
 * calls to a reporter (dissect.h): each definition of an object, a
 * function, a struct and its members, and each use of one, with how it
 * is used.  The types of expressions are worked out here from the
 * declarations, as the trees have none yet.
 *
 * State: dissect_ctx (public, the function or object being walked) and,
 * for one file, the structs already reported (a set of pointers).  An
 * anonymous struct gets a name when first reported: its sym->ident.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dissect.h"
#include "expression.h"
#include "parse.h"
#include "scope.h"
#include "token.h"

struct symbol *dissect_ctx;

// The structs and unions reported, with where they were declared

struct reported {
	struct symbol **syms;	/* open addressing, NULL: free */
	bool *local;		/* declared in a function's body */
	size_t size, count;	/* size: a power of two, or 0 */
};

static struct reported reported;

static size_t slot_of(const struct reported *set, const struct symbol *sym)
{
	size_t i = ((uintptr_t)sym >> 4) * 2654435761u;

	for (i &= set->size - 1; set->syms[i] && set->syms[i] != sym;
	     i = (i + 1) & (set->size - 1))
		;
	return i;
}

static void grow_reported(struct reported *set)
{
	struct reported bigger = { NULL, NULL, set->size ? set->size * 2 : 256,
				   set->count };
	size_t i;

	bigger.syms = calloc(bigger.size, sizeof(*bigger.syms));
	bigger.local = calloc(bigger.size, sizeof(*bigger.local));
	if (!bigger.syms || !bigger.local)
		die("out of memory");
	for (i = 0; i < set->size; i++) {
		if (set->syms[i]) {
			size_t j = slot_of(&bigger, set->syms[i]);

			bigger.syms[j] = set->syms[i];
			bigger.local[j] = set->local[i];
		}
	}
	free(set->syms);
	free(set->local);
	*set = bigger;
}

/* Adds @sym; false if it was there. */
static bool add_reported(struct symbol *sym, bool local)
{
	size_t i;

	if (2 * (reported.count + 1) > reported.size)
		grow_reported(&reported);
	i = slot_of(&reported, sym);
	if (reported.syms[i])
		return false;
	reported.syms[i] = sym;
	reported.local[i] = local;
	reported.count++;
	return true;
}

static void clear_reported(void)
{
	if (reported.size) {
		memset(reported.syms, 0, reported.size * sizeof(*reported.syms));
		memset(reported.local, 0,
		       reported.size * sizeof(*reported.local));
	}
	reported.count = 0;
}

bool sym_is_local(struct symbol *sym)
{
	if (sym->type == SYM_STRUCT || sym->type == SYM_UNION) {
		if (!reported.size)
			return false;
		size_t i = slot_of(&reported, sym);

		return reported.syms[i] && reported.local[i];
	}
	return !(sym->ctype.modifiers & MOD_TOPLEVEL);
}

// Types, as the declarations give them

/* What one walk needs: the reporter, the function and its body. */
struct dissect_walk {
	struct reporter *reporter;
	struct symbol *fn;		/* the function walked, or NULL */
	struct statement *body;		/* its body */
	struct symbol_list *undeclared;	/* the file's names declared nowhere */
	bool in_parameters;		/* the function's parameters examined */
	struct symbol_list *file_symbols; /* the file's, sparse_parse()'s */
};

static struct symbol *strip_nodes(struct symbol *type)
{
	while (type && type->type == SYM_NODE)
		type = type->ctype.base_type;
	return type;
}

static struct symbol *expr_type(struct expression *expr);

/*
 * @type without its nodes, and a typeof the walk has not met yet worked
 * out on the way (not replaced: its expression is still to be walked).
 */
static struct symbol *known_type(struct symbol *type)
{
	static int depth;

	while (type && (type->type == SYM_NODE || type->type == SYM_TYPEOF)) {
		if (type->type == SYM_NODE) {
			type = type->ctype.base_type;
			continue;
		}
		if (depth > 64)
			return NULL;
		depth++;
		type = expr_type(type->typeof_expr);
		depth--;
	}
	return type;
}

static struct symbol *type_of(struct symbol *sym)
{
	return strip_nodes(sym->ctype.base_type);
}

static bool is_aggregate(const struct symbol *type)
{
	return type && (type->type == SYM_STRUCT || type->type == SYM_UNION);
}

static bool is_pointer_like(const struct symbol *type)
{
	return type && (type->type == SYM_PTR || type->type == SYM_ARRAY);
}

/* What a pointer or an array points to, nodes stripped. */
static struct symbol *target_of(struct symbol *type)
{
	if (!is_pointer_like(type))
		return NULL;
	return known_type(type->ctype.base_type);
}

static bool is_function(const struct symbol *type)
{
	return type && type->type == SYM_FN;
}

/*
 * Is a value of @type an address that may be written through: a pointer
 * to what is not const (void * included)?
 */
static bool writable_pointer(struct symbol *type)
{
	/* a pointer's modifiers are those of what it points to, an
	 * array's (a parameter's: a pointer) those of its elements */
	if (!is_pointer_like(type) || type->ctype.modifiers & MOD_CONST)
		return false;
	return !is_function(strip_nodes(type->ctype.base_type));
}

/* @ident among the members of @aggr, those of anonymous members too. */
static struct symbol *find_member(struct symbol *aggr, struct ident *ident)
{
	struct symbol *mem;

	if (!is_aggregate(aggr) || !ident)
		return NULL;
	FOR_EACH_PTR(aggr->symbol_list, mem) {
		if (mem->ident == ident)
			return mem;
		if (!mem->ident && type_of(mem) != aggr) {
			struct symbol *found = find_member(type_of(mem), ident);

			if (found)
				return found;
		}
	} END_FOR_EACH_PTR(mem);
	return NULL;
}

// Reporting

/*
 * An internal bit, never reported: the value walked is kept where it may
 * be written through, so an address taken there is "m", not "r".
 */
#define U_ESCAPES	(1u << (3 * U_SHIFT))

/*
 * int a[] = { ... } examined already (a sizeof the parser or a shown
 * type worked out): as sparse, its type from then on is the array of
 * the size its initializer gives; before, the array of no size.
 */
static void size_examined_array(struct symbol *sym)
{
	struct symbol *array = strip_nodes(sym->ctype.base_type), *sized;

	if (sym->type != SYM_NODE || !sym->examined || !sym->initializer ||
	    !array || array->type != SYM_ARRAY || array->array_size)
		return;
	sized = alloc_symbol(array->pos, SYM_ARRAY);
	sized->ctype = array->ctype;
	sized->array_size = alloc_const_expression(sym->initializer->pos,
			count_array_initializer(array, sym->initializer, false));
	sym->ctype.base_type = sized;
}

static void report_symbol(struct dissect_walk *w, unsigned mode,
			  struct position *pos, struct symbol *sym)
{
	size_examined_array(sym);
	if (w->reporter->r_symbol)
		w->reporter->r_symbol(mode & ~U_ESCAPES, pos, sym);
}

/*
 * How an array or a function is used: read through it is read of it,
 * its value its address ("m" if kept where written, but a function's).
 */
static unsigned decayed_mode(struct symbol *type, unsigned mode)
{
	if (type && type->type == SYM_ARRAY) {
		if (mode & U_PTR)
			return (mode & U_AOF) | ((mode & U_PTR) >> U_SHIFT);
		if (mode & U_R_VAL)
			return U_R_AOF | (mode & U_ESCAPES ? U_W_AOF : 0);
		return mode & ~U_ESCAPES;
	}
	/* as sparse: a function written (f = fp) is written */
	if (is_function(type) && (mode & U_VAL))
		return (mode & U_R_VAL ? U_R_AOF : 0) | (mode & U_W_VAL);
	return mode & ~U_ESCAPES;
}

static void report_struct(struct dissect_walk *w, struct symbol *aggr,
			  const char *parent, struct ident *where);
static void resolve_typeofs(struct dissect_walk *w, struct symbol *holder);

/* The member's ident, or an anonymous member's own members. */
static void report_members(struct dissect_walk *w, struct symbol *aggr,
			   struct symbol_list *members)
{
	struct symbol *mem;

	FOR_EACH_PTR(members, mem) {
		struct symbol *type = type_of(mem);

		/* struct s { struct s; }: as sparse, nothing */
		if (type == aggr)
			continue;
		if (!mem->ident && is_aggregate(type)) {
			/* as sparse: an anonymous one takes its parent's name */
			if (!type->ident)
				type->ident = aggr->ident;
			report_members(w, aggr, type->symbol_list);
			continue;
		}
		/* as sparse: an unnamed bit-field is no member */
		if (!mem->ident)
			continue;
		/* as sparse: its typeofs walked before its def */
		resolve_typeofs(w, mem);
		type = type_of(mem);
		report_struct(w, type, show_ident(aggr->ident), mem->ident);
		if (w->reporter->r_memdef)
			w->reporter->r_memdef(aggr, mem);
	} END_FOR_EACH_PTR(mem);
}

/* Declared in the body of the function walked? */
static bool in_body(const struct dissect_walk *w, const struct position *pos)
{
	const struct position *start, *end;

	if (!w->fn || !w->body)
		return false;
	start = &w->body->pos;
	end = &w->fn->endpos;
	if (pos->stream != start->stream)
		return false;
	if (pos->line < start->line ||
	    (pos->line == start->line && pos->pos < start->pos))
		return false;
	return end->stream != pos->stream || pos->line < end->line ||
	       (pos->line == end->line && pos->pos <= end->pos);
}

/*
 * The structs and unions a type is made of, each reported once with its
 * members, before what uses it.  An anonymous one is named after where
 * it is: "parent:where" (":var" for an object's).
 */
static void report_struct(struct dissect_walk *w, struct symbol *type,
			  const char *parent, struct ident *where)
{
	struct symbol *saved_ctx = dissect_ctx;
	bool local;

	while (type && (type->type == SYM_NODE || type->type == SYM_PTR ||
			type->type == SYM_ARRAY || type->type == SYM_FN))
		type = type->ctype.base_type;
	/* one declared, never defined, or empty: nothing to report */
	if (!is_aggregate(type) || !type->symbol_list)
		return;
	local = in_body(w, &type->pos);
	if (!add_reported(type, local))
		return;
	if (!type->ident) {
		char name[256];

		snprintf(name, sizeof(name), "%s:%s", parent,
			 where ? show_ident(where) : "");
		type->ident = built_in_ident(name);
	}
	if (!local)
		dissect_ctx = NULL;
	if (w->reporter->r_symdef)
		w->reporter->r_symdef(type);
	report_members(w, type, type->symbol_list);
	dissect_ctx = saved_ctx;
}

static void report_member(struct dissect_walk *w, unsigned mode,
			  struct position *pos, struct symbol *aggr,
			  struct symbol *mem)
{
	if (w->reporter->r_member)
		w->reporter->r_member(mode & ~U_ESCAPES, pos, aggr, mem);
}

/* A struct written whole: "s.*", then each struct or union in it. */
static void report_whole(struct dissect_walk *w, unsigned mode,
			 struct position *pos, struct symbol *aggr, int depth)
{
	struct symbol *mem;

	if (!is_aggregate(aggr) || depth > 32)
		return;
	report_member(w, mode, pos, aggr, NULL);
	FOR_EACH_PTR(aggr->symbol_list, mem) {
		report_whole(w, mode, pos, type_of(mem), depth + 1);
	} END_FOR_EACH_PTR(mem);
}

// Expressions

static void do_expression(struct dissect_walk *w, unsigned mode,
			  struct expression *expr);
static void do_statement(struct dissect_walk *w, struct statement *stmt);
static void do_initializer(struct dissect_walk *w, struct symbol *type,
			   struct expression *expr);

/* A value read and kept as @type: "m" for an address, if writable. */
static unsigned value_mode(struct symbol *type)
{
	type = strip_nodes(type);
	/* as sparse: kept where the type is bad, it may be written */
	if (type == &bad_ctype)
		return U_R_VAL | U_ESCAPES;
	return U_R_VAL | (writable_pointer(type) ? U_ESCAPES : 0);
}

/*
 * The mode of what is dereferenced by a use of @mode of the result: the
 * result read through is the result read.
 */
static unsigned deref_mode(unsigned mode)
{
	if (mode & U_AOF)
		return U_R_VAL | (mode & U_ESCAPES);
	return ((mode & U_VAL) | (mode & U_PTR ? U_R_VAL : 0)) << U_SHIFT;
}

static struct symbol *expr_type(struct expression *expr);
static struct expression *generic_choice(struct expression *expr);
static struct symbol *bad_member(struct ident *ident);
static struct symbol *bad_aggregate(void);

/* The last statement of a statement expression: its value. */
static struct statement *last_statement(struct statement *stmt)
{
	while (stmt && (stmt->type == STMT_COMPOUND ||
			stmt->type == STMT_LABEL)) {
		if (stmt->type == STMT_LABEL)
			stmt = stmt->label_statement;
		else
			stmt = last_ptr_list(stmt->stmts);
	}
	return stmt;
}

static struct symbol *statement_type(struct statement *stmt)
{
	stmt = last_statement(stmt);
	if (!stmt || stmt->type != STMT_EXPRESSION)
		return NULL;
	return expr_type(stmt->expression);
}

/*
 * The association _Generic chooses: the first whose type is the
 * control's (base types compared), else the default, else (as sparse)
 * the last one.
 */
static struct expression *generic_choice(struct expression *expr)
{
	struct symbol *ctrl = expr_type(expr->control);
	struct type_expression *map, *last = NULL;

	for (map = expr->map; map; map = map->next) {
		if (ctrl && strip_nodes(map->type) == ctrl)
			return map->expr;
		last = map;
	}
	if (!expr->def && last)
		return last->expr;
	return expr->def;
}

/* The type of @expr, worked out from the declarations; NULL: unknown. */
static struct symbol *expr_type(struct expression *expr)
{
	struct symbol *left, *right, *type;

	if (!expr)
		return NULL;
	switch (expr->type) {
	case EXPR_SYMBOL:
		if (!expr->symbol)
			return expr->symbol_name ? &bad_ctype : NULL;
		return type_of(expr->symbol);
	case EXPR_DEREF: {
		struct symbol *mem;

		/* as sparse: no member name (an error) is its base */
		if (!expr->member)
			return expr_type(expr->deref);
		mem = find_member(expr_type(expr->deref), expr->member);

		return mem ? type_of(mem) : &bad_ctype;
	}
	case EXPR_PREOP:
		type = expr_type(expr->unop);
		if (expr->op == '*' && type == &bad_ctype)
			return type;
		if (expr->op == '*')
			return is_function(type) ? type : target_of(type);
		if (expr->op == '&') {
			struct symbol *ptr;

			if (!type)
				return &ptr_ctype;
			ptr = alloc_symbol(expr->pos, SYM_PTR);
			ptr->ctype.base_type = type;
			return ptr;
		}
		/* as sparse: !a too is of a's type */
		return type;
	case EXPR_POSTOP:
		return expr_type(expr->unop);
	case EXPR_BINOP:
		/* as sparse: + and - are of the pointer's type, or the
		 * left operand's; p - q and the other operators are ints */
		if (expr->op != '+' && expr->op != '-')
			return &int_ctype;
		left = expr_type(expr->left);
		right = expr_type(expr->right);
		if (is_pointer_like(left) && is_pointer_like(right) &&
		    expr->op == '-')
			return &int_ctype;
		if (is_pointer_like(left) || !is_pointer_like(right))
			return left;
		return right;
	/* as sparse: a constant is an int, whatever its type; a string a
	 * char *, as sizeof, _Alignof and offsetof are ints */
	case EXPR_VALUE:
	case EXPR_FVALUE:
	case EXPR_SIZEOF:
	case EXPR_PTRSIZEOF:
	case EXPR_ALIGNOF:
	case EXPR_OFFSETOF:
		return &int_ctype;
	case EXPR_STRING:
		return &string_ctype;
	case EXPR_COMPARE:
	case EXPR_LOGICAL:
		return &int_ctype;
	case EXPR_ASSIGNMENT:
		return expr_type(expr->left);
	case EXPR_COMMA:
		return expr_type(expr->right);
	case EXPR_CAST:
	case EXPR_FORCE_CAST:
	case EXPR_IMPLIED_CAST:
		return known_type(expr->cast_type);
	case EXPR_CONDITIONAL:
		/* as sparse: of the type of what it gives when false */
		return expr_type(expr->cond_false);
	case EXPR_SELECT:
		/* as sparse: a call of a built-in of type "( ... )" */
		return &bad_ctype;
	case EXPR_CALL:
		type = expr_type(expr->fn);
		if (type && type->type == SYM_PTR)
			type = strip_nodes(type->ctype.base_type);
		return is_function(type) ? strip_nodes(type->ctype.base_type)
					 : NULL;
	case EXPR_STATEMENT:
		return statement_type(expr->statement);
	case EXPR_GENERIC:
		return expr_type(generic_choice(expr));
	default:
		return NULL;
	}
}

/* The file's last symbol named @ident: the one its scope ends with. */
static struct symbol *last_file_symbol(struct dissect_walk *w,
				       struct ident *ident)
{
	struct symbol *sym, *found = NULL;

	FOR_EACH_PTR(w->file_symbols, sym) {
		if (sym->ident == ident && sym->type == SYM_NODE)
			found = sym;
	} END_FOR_EACH_PTR(sym);
	return found;
}

/*
 * A name declared nowhere: a symbol of a bad type made for it, one a
 * name and file, kind 'f' once called.  As sparse's, a reserved word
 * (a type name in an expression) cannot name it: an error, and a new
 * symbol without a name, local, at each use.
 */
static struct symbol *undeclared(struct dissect_walk *w,
				 struct expression *expr, unsigned mode)
{
	struct symbol *sym;

	if (!expr->symbol_name)
		return NULL;
	/* as sparse: one the file declares later, as it is at the end */
	sym = last_file_symbol(w, expr->symbol_name);
	if (sym)
		return sym;
	if (expr->symbol_name->reserved) {
		sparse_error(expr->pos,
			     "Trying to use reserved word '%s' as identifier",
			     show_ident(expr->symbol_name));
		sym = alloc_symbol(expr->pos, SYM_NODE);
		sym->ctype.base_type = &bad_ctype;
		sym->kind = mode == U_R_PTR ? 'f' : 'v';
		return sym;
	}
	FOR_EACH_PTR(w->undeclared, sym) {
		if (sym->ident == expr->symbol_name)
			goto found;
	} END_FOR_EACH_PTR(sym);
	sym = alloc_symbol(expr->pos, SYM_NODE);
	sym->ident = expr->symbol_name;
	sym->ctype.base_type = &bad_ctype;
	sym->ctype.modifiers = MOD_TOPLEVEL;
	sym->kind = 'v';
	add_ptr_list(&w->undeclared, sym);
found:
	if (mode == U_R_PTR)
		sym->kind = 'f';
	return sym;
}

/*
 * The typeofs of the type @holder has, as sparse's dissect meets them:
 * each expression walked, used for nothing ("---"), then the type it
 * names in its place.
 */
static void resolve_typeofs(struct dissect_walk *w, struct symbol *holder)
{
	struct symbol *type;
	int depth = 0;

	while (holder && (type = holder->ctype.base_type) && depth++ < 64) {
		if (type->type == SYM_TYPEOF) {
			struct expression *expr = type->typeof_expr;
			struct symbol *named;

			do_expression(w, 0, expr);
			/* as sparse: typeof() (an error) is of a bad type */
			named = expr ? expr_type(expr) : &bad_ctype;
			if (!named)
				return;
			holder->ctype.base_type = named;
			continue;
		}
		if (type->type != SYM_NODE && type->type != SYM_PTR &&
		    type->type != SYM_ARRAY)
			return;
		/* as sparse: an array's size read where its type is met */
		if (type->type == SYM_ARRAY)
			do_expression(w, U_R_VAL, type->array_size);
		holder = type;
	}
}

/* A symbol's type, its typeofs resolved the first time it is met. */
static void examine_node(struct dissect_walk *w, struct symbol *sym)
{
	if (sym->kind)
		return;
	resolve_typeofs(w, sym);
	sym->kind = is_function(type_of(sym)) ? 'f' : 'v';
	/* as sparse: the structs of its type, before its first use */
	report_struct(w, sym->ctype.base_type, "", sym->ident);
}

/* The file's symbol @ident names before the function walked, or NULL. */
static struct symbol *file_symbol(struct dissect_walk *w, struct ident *ident)
{
	struct symbol *sym, *found = NULL;

	FOR_EACH_PTR(w->file_symbols, sym) {
		if (sym == w->fn)
			break;
		if (sym->ident == ident && sym->type == SYM_NODE)
			found = sym;
	} END_FOR_EACH_PTR(sym);
	return found;
}

static bool is_parameter(struct symbol *fn, struct symbol *sym)
{
	struct symbol *type = fn ? type_of(fn) : NULL, *arg;

	if (!is_function(type))
		return false;
	FOR_EACH_PTR(type->arguments, arg) {
		if (arg == sym)
			return true;
	} END_FOR_EACH_PTR(arg);
	return false;
}

static void do_symbol_expr(struct dissect_walk *w, unsigned mode,
			   struct expression *expr)
{
	struct symbol *sym = expr->symbol;

	/* as sparse: a parameter is declared only after the list, so the
	 * array sizes of the others name the file's symbol of that name */
	if (sym && w->in_parameters && is_parameter(w->fn, sym)) {
		sym = file_symbol(w, sym->ident);
	}
	if (!sym)
		sym = undeclared(w, expr, mode);
	if (!sym || sym->enumerator || sym->type != SYM_NODE)
		return;
	/* as sparse: a name of no type (after typeof's error) is used as
	 * one of a bad type */
	if (!sym->ctype.base_type)
		sym->ctype.base_type = &bad_ctype;
	examine_node(w, sym);
	report_symbol(w, decayed_mode(type_of(sym), mode), &expr->pos, sym);
}

/* base.member: the base first, used as the member is, then the member. */
static void do_member(struct dissect_walk *w, unsigned mode,
		      struct expression *expr)
{
	/* as sparse: no member name (an error) is its base, as used */
	if (!expr->member) {
		do_expression(w, mode, expr->deref);
		return;
	}
	struct symbol *aggr = strip_nodes(expr_type(expr->deref));
	struct symbol *mem = find_member(aggr, expr->member);
	unsigned used = mem ? decayed_mode(type_of(mem), mode) : mode;

	unsigned base = (used & (U_AOF | U_VAL)) | (mode & U_ESCAPES);

	/* reading or writing through the member reads it */
	if (used & U_PTR)
		base |= U_R_VAL;
	/* as sparse: an array member, however used but for its address
	 * (&p->a), only reads its base */
	if (mem && (mode & (U_VAL | U_PTR)) && type_of(mem) &&
	    type_of(mem)->type == SYM_ARRAY)
		base = U_R_VAL;
	do_expression(w, base, expr->deref);
	/* as sparse: no such member is "s.x", of no struct "?.x" */
	if (!mem) {
		mem = bad_member(expr->member);
		if (!is_aggregate(aggr))
			aggr = bad_aggregate();
	}
	report_member(w, used, &expr->pos, aggr, mem);
}

/* @expr without its parentheses: the unary @op's operand, else NULL */
static struct expression *unop_of(struct expression *expr, int op)
{
	while (expr && expr->type == EXPR_PREOP && expr->op == '(')
		expr = expr->unop;
	if (!expr || expr->type != EXPR_PREOP || expr->op != op)
		return NULL;
	return expr->unop;
}

/*
 * *expr: what is read or written through the pointer.  As sparse, *&x
 * and &*p are x and p as they are written (inside parentheses too), not
 * through a comma, a conditional or a cast.
 */
static void do_deref(struct dissect_walk *w, unsigned mode,
		     struct expression *expr)
{
	struct expression *addressed = unop_of(expr->unop, '&');

	if (addressed)
		do_expression(w, mode, addressed);
	else
		do_expression(w, deref_mode(mode), expr->unop);
}

/*
 * Is an operand of @type of a + b used through as the result is? As
 * sparse: all but one of an arithmetic type or an enum (a restricted
 * type, a struct or a function too).
 */
static bool binop_through(const struct symbol *type)
{
	return type == &bad_ctype || (type && type->type != SYM_BASETYPE &&
				      type->type != SYM_ENUM);
}

/*
 * An operand of a + b or -a, used as the result is (as sparse, even
 * where that is no lvalue: a + b = 1 writes a and b); read where the
 * result is read through.
 */
static unsigned operand_mode(unsigned mode)
{
	return (mode & (U_AOF | U_VAL)) | (mode & U_PTR ? U_R_VAL : 0);
}

static void do_preop(struct dissect_walk *w, unsigned mode,
		     struct expression *expr)
{
	switch (expr->op) {
	case '*':
		do_deref(w, mode, expr);
		return;
	case '&':
		if (unop_of(expr->unop, '*')) {
			do_expression(w, mode, unop_of(expr->unop, '*'));
			return;
		}
		/* its address, read or kept where it is written through
		 * (but a function's: nothing writes through that); as
		 * sparse, nothing is done to x through &x but by *&x */
		if (expr->unop && expr->unop->type == EXPR_SYMBOL &&
		    expr->unop->symbol)
			examine_node(w, expr->unop->symbol);
		if (is_function(expr_type(expr->unop)))
			mode &= ~U_ESCAPES;
		mode &= ~U_PTR;
		if (mode & (U_VAL | U_AOF))
			mode = U_R_AOF |
			       (mode & U_ESCAPES ? U_W_AOF | U_ESCAPES : 0);
		else
			mode &= ~U_ESCAPES;
		do_expression(w, mode, expr->unop);
		return;
	case SPECIAL_INCREMENT:
	case SPECIAL_DECREMENT:
		/* (++p)->x: what is done through the result is done via p */
		do_expression(w, U_R_VAL | U_W_VAL | (mode & U_PTR),
			      expr->unop);
		return;
	case '(':
		do_expression(w, mode, expr->unop);
		return;
	default:
		/* as a + b's operand */
		do_expression(w, operand_mode(mode) |
			      (binop_through(expr_type(expr->unop)) ?
			       mode & (U_PTR | U_ESCAPES) : 0), expr->unop);
	}
}

/* a + b: a pointer operand is read, and used through as the result is */
static void do_binop(struct dissect_walk *w, unsigned mode,
		     struct expression *expr)
{
	unsigned through = mode & (U_PTR | U_ESCAPES);

	/* as sparse: in sizeof or typeof, the operands are used for nothing */
	if (!mode) {
		do_expression(w, 0, expr->left);
		do_expression(w, 0, expr->right);
		return;
	}
	if (mode & U_AOF)
		through |= U_ESCAPES & mode;
	mode = operand_mode(mode);
	do_expression(w, mode | (binop_through(expr_type(expr->left)) ?
				 through : 0), expr->left);
	do_expression(w, mode | (binop_through(expr_type(expr->right)) ?
				 through : 0), expr->right);
}

static void do_assignment(struct dissect_walk *w, struct expression *expr)
{
	struct symbol *type = expr_type(expr->left);
	unsigned mode = expr->op == '=' ? U_W_VAL : U_R_VAL | U_W_VAL;

	do_expression(w, mode, expr->left);
	/* as sparse: a += b of structs too is written whole, read first */
	report_whole(w, mode, &expr->pos, strip_nodes(type), 0);
	do_expression(w, value_mode(type), expr->right);
}

static bool is_builtin_call(struct expression *call)
{
	struct expression *fn = call->fn;

	return fn && fn->type == EXPR_SYMBOL && fn->symbol &&
	       fn->symbol->builtin;
}

/* An argument no parameter takes: as sparse, an array's address escapes. */
static unsigned unchecked_arg_mode(struct symbol *type)
{
	if (type && type->type == SYM_ARRAY)
		return U_R_VAL | U_ESCAPES;
	return value_mode(type);
}

static void do_call(struct dissect_walk *w, struct expression *expr)
{
	struct symbol *fn = expr_type(expr->fn), *param = NULL;
	struct symbol_list *params = NULL;
	struct expression *arg;
	int i = 0;

	if (fn && fn->type == SYM_PTR)
		fn = strip_nodes(fn->ctype.base_type);
	/* as sparse: a built-in's parameters take nothing (an array
	 * passed to one escapes) */
	if (is_function(fn) && !is_builtin_call(expr))
		params = fn->arguments;
	do_expression(w, U_R_PTR, expr->fn);
	FOR_EACH_PTR(expr->args, arg) {
		param = ptr_list_nth_entry(params, i++);
		/* as sparse: the parameter's type examined (its typeofs
		 * walked) and its structs reported, before its value */
		if (param)
			examine_node(w, param);
		if (param)
			report_struct(w, param->ctype.base_type, "",
				      param->ident);
		do_expression(w, param ? value_mode(type_of(param)) :
			      unchecked_arg_mode(expr_type(arg)), arg);
	} END_FOR_EACH_PTR(arg);
}

/*
 * The structs of the type of a cast (before the value) or of offsetof,
 * as sparse: an anonymous one is not, but those of its members are.
 */
static void report_type_structs(struct dissect_walk *w, struct symbol *type)
{
	struct symbol *aggr = type, *mem;

	while (aggr && (aggr->type == SYM_NODE || aggr->type == SYM_PTR ||
			aggr->type == SYM_ARRAY))
		aggr = aggr->ctype.base_type;
	if (!is_aggregate(aggr) || aggr->ident) {
		report_struct(w, type, "", NULL);
		return;
	}
	FOR_EACH_PTR(aggr->symbol_list, mem) {
		report_struct(w, mem->ctype.base_type, "", mem->ident);
	} END_FOR_EACH_PTR(mem);
	/* its members' uses are "?.m" */
	aggr->ident = built_in_ident("?");
	add_reported(aggr, in_body(w, &aggr->pos));
}

static void do_cast(struct dissect_walk *w, struct expression *expr)
{
	struct expression *value = expr->cast_expression;

	resolve_typeofs(w, expr->cast_type);
	report_type_structs(w, expr->cast_type);
	if (value && value->type == EXPR_INITIALIZER)
		do_initializer(w, strip_nodes(expr->cast_type), value);
	else
		do_expression(w, value_mode(expr->cast_type), value);
}

/* The last statement of ({ ...; label: value; }): its value, used */
static void do_value_statement(struct dissect_walk *w, unsigned mode,
			       struct statement *stmt)
{
	if (stmt && stmt->type == STMT_LABEL) {
		do_value_statement(w, mode, stmt->label_statement);
		return;
	}
	if (stmt && stmt->type == STMT_EXPRESSION) {
		do_expression(w, mode, stmt->expression);
		return;
	}
	do_statement(w, stmt);
}

/* ({ ...; value; }): the last statement's value used as the whole is */
static void do_statement_expr(struct dissect_walk *w, unsigned mode,
			      struct expression *expr)
{
	struct statement *stmt, *last;

	if (!expr->statement || expr->statement->type != STMT_COMPOUND) {
		do_statement(w, expr->statement);
		return;
	}
	last = last_ptr_list(expr->statement->stmts);
	FOR_EACH_PTR(expr->statement->stmts, stmt) {
		if (stmt == last)
			do_value_statement(w, mode, stmt);
		else
			do_statement(w, stmt);
	} END_FOR_EACH_PTR(stmt);
}

/* __builtin_offsetof(type, a.b[i]): the members named, used for nothing */
static struct symbol *do_offsetof(struct dissect_walk *w,
				  struct expression *expr)
{
	struct symbol *type;

	if (!expr)
		return NULL;
	if (expr->type != EXPR_OFFSETOF)
		return NULL;
	if (!expr->down)
		resolve_typeofs(w, expr->in);
	type = expr->down ? do_offsetof(w, expr->down)
			  : strip_nodes(expr->in);
	if (!type)
		return NULL;
	if (expr->op == '.') {
		struct symbol *mem;

		report_type_structs(w, type);
		mem = find_member(type, expr->ident);
		/* as sparse: no such member is "s.x", of no struct "?.x" */
		if (!mem) {
			mem = bad_member(expr->ident);
			if (!is_aggregate(type))
				type = bad_aggregate();
		}
		report_member(w, 0, &expr->pos, type, mem);
		return type_of(mem);
	}
	do_expression(w, U_R_VAL, expr->index);
	return target_of(type);
}

/*
 * __builtin_choose_expr(c, a, b), the parser's EXPR_SELECT: as sparse, a
 * call of the built-in, its three operands arguments.
 */
static void do_choose_expr(struct dissect_walk *w, struct expression *expr)
{
	static struct ident *name;
	struct symbol *builtin;
	struct expression *args[3] = {
		expr->conditional, expr->cond_true, expr->cond_false
	};
	int i;

	if (!name)
		name = built_in_ident("__builtin_choose_expr");
	builtin = lookup_symbol(name, NS_SYMBOL);
	if (builtin && builtin->type == SYM_NODE) {
		examine_node(w, builtin);
		report_symbol(w, U_R_PTR, &expr->pos, builtin);
	}
	for (i = 0; i < 3; i++)
		do_expression(w, value_mode(expr_type(args[i])), args[i]);
}

/* _Generic: as sparse, the control used for nothing, then every choice */
static void do_generic(struct dissect_walk *w, unsigned mode,
		       struct expression *expr)
{
	struct type_expression *map;

	do_expression(w, 0, expr->control);
	for (map = expr->map; map; map = map->next)
		do_expression(w, mode, map->expr);
	do_expression(w, mode, expr->def);
}

static void do_expression(struct dissect_walk *w, unsigned mode,
			  struct expression *expr)
{
	struct expression *e;

	if (!expr)
		return;
	switch (expr->type) {
	case EXPR_SYMBOL:
		do_symbol_expr(w, mode, expr);
		return;
	case EXPR_DEREF:
		do_member(w, mode, expr);
		return;
	case EXPR_PREOP:
		do_preop(w, mode, expr);
		return;
	case EXPR_POSTOP:
		do_expression(w, U_R_VAL | U_W_VAL | (mode & U_PTR),
			      expr->unop);
		return;
	case EXPR_BINOP:
		do_binop(w, mode, expr);
		return;
	case EXPR_COMPARE:
	case EXPR_LOGICAL:
		/* as sparse: read where the result is, else used for nothing */
		mode = mode & (U_R_VAL | U_PTR) ? U_R_VAL : 0;
		do_expression(w, mode, expr->left);
		do_expression(w, mode, expr->right);
		return;
	case EXPR_COMMA:
		do_expression(w, 0, expr->left);
		do_expression(w, mode, expr->right);
		return;
	case EXPR_ASSIGNMENT:
		do_assignment(w, expr);
		return;
	case EXPR_CAST:
	case EXPR_FORCE_CAST:
	case EXPR_IMPLIED_CAST:
		do_cast(w, expr);
		return;
	case EXPR_SIZEOF:
	case EXPR_ALIGNOF:
	case EXPR_PTRSIZEOF:
		do_expression(w, 0, expr->cast_expression);
		return;
	case EXPR_SELECT:
		do_choose_expr(w, expr);
		return;
	case EXPR_CONDITIONAL:
		do_expression(w, U_R_VAL, expr->conditional);
		do_expression(w, mode, expr->cond_true);
		do_expression(w, mode, expr->cond_false);
		return;
	case EXPR_CALL:
		do_call(w, expr);
		return;
	case EXPR_STATEMENT:
		do_statement_expr(w, mode, expr);
		return;
	case EXPR_INITIALIZER:
		FOR_EACH_PTR(expr->expr_list, e) {
			do_expression(w, mode, e);
		} END_FOR_EACH_PTR(e);
		return;
	case EXPR_IDENTIFIER:
		do_expression(w, mode, expr->ident_expression);
		return;
	case EXPR_INDEX:
		do_expression(w, mode, expr->idx_expression);
		return;
	case EXPR_OFFSETOF:
		do_offsetof(w, expr);
		return;
	case EXPR_GENERIC:
		do_generic(w, mode, expr);
		return;
	case EXPR_ASM_OPERAND:
		do_expression(w, mode, expr->expr);
		return;
	default:
		return;
	}
}

// Initializers

/* A member sparse could not find: "s.zz", "s.?" or "?.?", of a bad type. */
static struct symbol *bad_member(struct ident *ident)
{
	struct symbol *mem = alloc_symbol(bad_ctype.pos, SYM_NODE);

	mem->ident = ident ? ident : built_in_ident("?");
	mem->ctype.base_type = &bad_ctype;
	return mem;
}

/* What holds the members of an initializer of no struct: "?". */
static struct symbol *bad_aggregate(void)
{
	struct symbol *aggr = alloc_symbol(bad_ctype.pos, SYM_STRUCT);

	aggr->ident = built_in_ident("?");
	aggr->kind = 's';
	return aggr;
}

/* Where an element of an initializer is: [i] = ...: where the index is */
static struct position *element_pos(struct expression *expr)
{
	if (expr->type == EXPR_INDEX && expr->idx_from_expr)
		return &expr->idx_from_expr->pos;
	return &expr->pos;
}

static void do_bad_element(struct dissect_walk *w, struct symbol *aggr,
			   struct ident *ident, struct expression *expr)
{
	report_member(w, U_W_VAL, element_pos(expr),
		      aggr ? aggr : bad_aggregate(), bad_member(ident));
}

/*
 * The member of @aggr itself that holds @mem: @mem, or the anonymous
 * member it is in.
 */
static struct symbol *outer_member(struct symbol *aggr, struct symbol *mem)
{
	struct symbol *outer;

	FOR_EACH_PTR(aggr->symbol_list, outer) {
		if (outer == mem)
			return mem;
		if (!outer->ident && type_of(outer) != aggr &&
		    mem->ident && find_member(type_of(outer), mem->ident) == mem)
			return outer;
	} END_FOR_EACH_PTR(outer);
	return mem;
}

/* The member a positional initializer after @prev goes to. */
static struct symbol *next_member(struct symbol *aggr, struct symbol *prev)
{
	struct symbol *mem;
	bool after = !prev;

	FOR_EACH_PTR(aggr->symbol_list, mem) {
		if (after)
			return mem;
		if (mem == prev)
			after = true;
	} END_FOR_EACH_PTR(mem);
	return NULL;
}

/*
 * A member's value: as sparse, a struct or union member given a value
 * (not braces) is written whole, as by an assignment.
 */
static void do_member_value(struct dissect_walk *w, struct symbol *type,
			    struct expression *value)
{
	type = strip_nodes(type);
	if (value && is_aggregate(type) && value->type != EXPR_INITIALIZER &&
	    value->type != EXPR_INDEX)
		report_whole(w, U_W_VAL, &value->pos, type, 0);
	do_initializer(w, type, value);
}

/* .a.b = value: each member named, then the value as the last one's. */
static struct symbol *do_designator(struct dissect_walk *w,
				    struct symbol *aggr, struct expression *expr)
{
	struct symbol *mem = find_member(aggr, expr->expr_ident);
	struct expression *value = expr->ident_expression;

	if (!mem) {
		do_bad_element(w, aggr, expr->expr_ident, expr);
		do_initializer(w, NULL, value);
		return NULL;
	}
	report_member(w, U_W_VAL, &expr->pos, aggr, mem);
	/* .a.b: of a member no struct, as sparse "?.b" */
	if (value && value->type == EXPR_IDENTIFIER)
		do_designator(w, is_aggregate(type_of(mem)) ? type_of(mem)
							     : NULL, value);
	else
		do_member_value(w, type_of(mem), value);
	return mem;
}

static void do_aggregate_init(struct dissect_walk *w, struct symbol *aggr,
			      struct expression *expr)
{
	struct symbol *mem = NULL;
	struct expression *e;
	bool past_end = false;	/* as sparse: no member after the last */

	FOR_EACH_PTR(expr->expr_list, e) {
		if (e->type == EXPR_IDENTIFIER) {
			mem = do_designator(w, aggr, e);
			/* as sparse: then the member after the anonymous
			 * one it is in */
			if (mem)
				mem = outer_member(aggr, mem);
			past_end = false;
			continue;
		}
		mem = past_end ? NULL : next_member(aggr, mem);
		if (!mem) {
			past_end = true;
			do_bad_element(w, aggr, NULL, e);
			do_initializer(w, NULL, e);
			continue;
		}
		if (mem->ident)
			report_member(w, U_W_VAL, element_pos(e), aggr, mem);
		do_member_value(w, type_of(mem), e);
	} END_FOR_EACH_PTR(e);
}

static void do_initializer(struct dissect_walk *w, struct symbol *type,
			   struct expression *expr)
{
	struct expression *e;

	if (!expr)
		return;
	type = strip_nodes(type);
	if (expr->type != EXPR_INITIALIZER) {
		if (expr->type == EXPR_INDEX)
			do_initializer(w, type, expr->idx_expression);
		else
			do_expression(w, value_mode(type), expr);
		return;
	}
	if (is_aggregate(type)) {
		do_aggregate_init(w, type, expr);
		return;
	}
	if (!type || type->type != SYM_ARRAY) {
		/* braces around what is no struct or array */
		FOR_EACH_PTR(expr->expr_list, e) {
			do_bad_element(w, NULL, NULL, e);
			do_initializer(w, NULL, e);
		} END_FOR_EACH_PTR(e);
		return;
	}
	FOR_EACH_PTR(expr->expr_list, e) {
		if (e->type == EXPR_INDEX)
			do_initializer(w, target_of(type), e->idx_expression);
		else
			do_initializer(w, target_of(type), e);
	} END_FOR_EACH_PTR(e);
}

// Statements and symbols

static void do_function(struct dissect_walk *w, struct symbol *sym);

static void do_local_symbol(struct dissect_walk *w, struct symbol *sym);

/*
 * As sparse: an output is written, "+" or not; an input is read, and
 * kept where it may be written: an address or an array given is m--,
 * whatever the constraint, even the address of a const.
 */
static void do_asm_operands(struct dissect_walk *w, unsigned mode,
			    struct expression_list *list)
{
	struct expression *op;

	FOR_EACH_PTR(list, op) {
		do_expression(w, mode, op);
	} END_FOR_EACH_PTR(op);
}

static void do_iterator(struct dissect_walk *w, struct statement *stmt)
{
	struct symbol *sym;

	/* for (int i = 0; ...) */
	FOR_EACH_PTR(stmt->iterator_syms, sym) {
		do_local_symbol(w, sym);
	} END_FOR_EACH_PTR(sym);
	do_statement(w, stmt->iterator_pre_statement);
	do_expression(w, U_R_VAL, stmt->iterator_pre_condition);
	do_statement(w, stmt->iterator_post_statement);
	do_statement(w, stmt->iterator_statement);
	do_expression(w, U_R_VAL, stmt->iterator_post_condition);
}

static void do_statement(struct dissect_walk *w, struct statement *stmt)
{
	struct statement *s;
	struct symbol *sym;

	if (!stmt)
		return;
	switch (stmt->type) {
	case STMT_DECLARATION:
		FOR_EACH_PTR(stmt->declaration, sym) {
			do_local_symbol(w, sym);
		} END_FOR_EACH_PTR(sym);
		return;
	case STMT_EXPRESSION:
		do_expression(w, 0, stmt->expression);
		return;
	case STMT_COMPOUND:
		FOR_EACH_PTR(stmt->stmts, s) {
			do_statement(w, s);
		} END_FOR_EACH_PTR(s);
		return;
	case STMT_IF:
		do_expression(w, U_R_VAL, stmt->if_conditional);
		do_statement(w, stmt->if_true);
		do_statement(w, stmt->if_false);
		return;
	case STMT_RETURN:
		do_expression(w, value_mode(w->fn ? strip_nodes(
				type_of(w->fn)->ctype.base_type) : NULL),
			      stmt->ret_value);
		return;
	case STMT_CASE:
		do_expression(w, U_R_VAL, stmt->case_expression);
		do_expression(w, U_R_VAL, stmt->case_to);
		do_statement(w, stmt->case_statement);
		return;
	case STMT_SWITCH:
		do_expression(w, U_R_VAL, stmt->switch_expression);
		do_statement(w, stmt->switch_statement);
		return;
	case STMT_ITERATOR:
		do_iterator(w, stmt);
		return;
	case STMT_LABEL:
		do_statement(w, stmt->label_statement);
		return;
	case STMT_GOTO:
		/* as sparse: goto *p reads through p */
		do_expression(w, U_R_PTR, stmt->goto_expression);
		return;
	case STMT_ASM:
		do_asm_operands(w, U_W_VAL, stmt->asm_outputs);
		do_asm_operands(w, U_R_VAL | U_ESCAPES, stmt->asm_inputs);
		return;
	case STMT_CONTEXT:
		do_expression(w, U_R_VAL, stmt->expression);
		return;
	default:
		return;
	}
}

/*
 * The pointers of @type's chain, examined once its def is reported, as
 * sparse: each takes what it points to passes on to pointers, the
 * address space, noderef or nocast the attributes after a struct's body
 * gave it (uses show it, a later def of a typedef's pointer too).
 */
static void examine_pointers(struct symbol *type, bool to_arrays_only)
{
	int depth = 0;

	for (; type && depth < 16; type = type->ctype.base_type, depth++) {
		struct symbol *target = type->ctype.base_type;

		if (type->type == SYM_PTR && (!to_arrays_only ||
		    (target && target->type == SYM_ARRAY)))
			pointer_takes_target(type);
		else if (type->type != SYM_NODE && type->type != SYM_ARRAY &&
			 type->type != SYM_FN && type->type != SYM_PTR)
			return;
	}
}

/* As sparse: a pointer to an array has them at once, before its def. */
static void report_def(struct dissect_walk *w, struct symbol *sym)
{
	size_examined_array(sym);
	if (sym->type == SYM_NODE)
		examine_pointers(sym->ctype.base_type, true);
	if (w->reporter->r_symdef)
		w->reporter->r_symdef(sym);
	if (sym->type == SYM_NODE)
		examine_pointers(sym->ctype.base_type, false);
}

/* An object with an initializer: written where declared, then the value. */
static void do_symbol_initializer(struct dissect_walk *w, struct symbol *sym)
{
	report_symbol(w, U_W_VAL, &sym->pos, sym);
	do_initializer(w, type_of(sym), sym->initializer);
}

static void do_function(struct dissect_walk *w, struct symbol *sym);

static void do_local_symbol(struct dissect_walk *w, struct symbol *sym)
{
	struct symbol *type = type_of(sym);

	if (sym->type != SYM_NODE)
		return;
	/* a nested function (GNU C): as sparse, defined and walked */
	if (is_function(type) && type->stmt) {
		do_function(w, sym);
		return;
	}
	/* as sparse: an extern one given a value is defined there */
	if ((sym->ctype.modifiers & MOD_EXTERN && !sym->initializer) ||
	    is_function(type))
		return;
	examine_node(w, sym);
	type = type_of(sym);
	report_struct(w, sym->ctype.base_type, "", sym->ident);
	report_def(w, sym);
	if (sym->initializer)
		do_symbol_initializer(w, sym);
}

static void do_function(struct dissect_walk *w, struct symbol *sym)
{
	struct symbol *fn = type_of(sym), *arg;
	struct symbol *outer = w->fn, *outer_ctx = dissect_ctx;
	struct statement *outer_body = w->body;

	/* as sparse: the structs it returns reported before it */
	report_struct(w, fn->ctype.base_type, "", sym->ident);
	report_def(w, sym);
	w->fn = sym;
	w->body = fn->stmt;
	dissect_ctx = sym;
	FOR_EACH_PTR(fn->arguments, arg) {
		w->in_parameters = true;
		examine_node(w, arg);
		w->in_parameters = false;
		report_struct(w, arg->ctype.base_type, "", arg->ident);
		report_def(w, arg);	/* as sparse: one without a name too */
	} END_FOR_EACH_PTR(arg);
	do_statement(w, fn->stmt);
	dissect_ctx = outer_ctx;
	w->fn = outer;
	w->body = outer_body;
}

/* Would sparse's list of the file's symbols hold this one? */
static bool is_listed(struct symbol *sym)
{
	unsigned long mods = sym->ctype.modifiers;
	struct symbol *base = type_of(sym);

	if (sym->type != SYM_NODE || sym->enumerator)
		return false;
	/* an asm at file scope (parse-statement.c): no symbol to sparse */
	if (!sym->ident && is_function(base) && base->stmt &&
	    base->stmt->type == STMT_ASM)
		return false;
	if (mods & MOD_INLINE)
		return false;
	if (!(mods & MOD_EXTERN))
		return true;
	if (is_function(base))
		return base->stmt != NULL;
	return sym->initializer != NULL;
}

static void do_toplevel(struct dissect_walk *w, struct symbol *sym)
{
	struct symbol *type = type_of(sym);

	if (!is_listed(sym))
		return;
	if (is_function(type) && type->stmt) {
		do_function(w, sym);
		return;
	}
	examine_node(w, sym);
	type = type_of(sym);
	report_struct(w, sym->ctype.base_type, "", sym->ident);
	report_def(w, sym);
	if (sym->initializer) {
		report_symbol(w, U_W_VAL, &sym->pos, sym);
		dissect_ctx = sym;
		do_initializer(w, type, sym->initializer);
		dissect_ctx = NULL;
	}
}

void dissect(struct reporter *reporter, struct string_list *filelist)
{
	struct dissect_walk walk = { reporter, NULL, NULL, NULL, false, NULL };
	char *file;

	FOR_EACH_PTR(filelist, file) {
		struct symbol_list *list = sparse_parse(file);
		struct symbol *sym;

		clear_reported();
		walk.file_symbols = list;
		FOR_EACH_PTR(list, sym) {
			do_toplevel(&walk, sym);
		} END_FOR_EACH_PTR(sym);
		free_ptr_list(&walk.undeclared);
		sparse_end_file();
	} END_FOR_EACH_PTR(file);
}
