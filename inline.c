// SPDX-License-Identifier: MIT
/*
 * inline.c — calls of inline functions replaced by copies of their body.
 *
 * The parser keeps an inline function's body as it was parsed, in
 * fn->inline_stmt, and never evaluates it.  inline_function() turns a
 * call into a statement expression holding a fresh copy of that body,
 * with the parameters declared as locals initialized by the arguments;
 * uninline() makes the copy the function itself is evaluated and
 * linearized from.  Copying renames: each local object, label, break,
 * continue and case target of the body gets a new symbol, found through
 * sym->replace while the copy is made and reset afterwards.  What has
 * static storage (static locals, functions, file-scope objects) is shared
 * by all the copies.  Evaluation of the copies is the caller's
 * (evaluate.c).
 */
#include <string.h>

#include "evaluate.h"
#include "expression.h"
#include "lib.h"
#include "parse.h"
#include "symbol.h"

/* The symbols renamed during one copy: their replace is reset after. */
struct copy_state {
	struct symbol_list *renamed;
	long nodes;			/* expressions and statements made */
};

/*
 * Copies are copied again when their calls are expanded: a chain of n
 * inline functions each calling the next twice makes 2^n copies.  Past
 * this many copied nodes in one file calls stay calls, so that memory and
 * time stay bounded; the largest kernel files copy a few 100000.
 */
#define MAX_COPIED_NODES 1000000
static long copied_nodes;	/* in this file: inline_end_file() resets */

static struct expression *copy_expression(struct copy_state *copy,
					  struct expression *expr);
static struct statement *copy_one_statement(struct copy_state *copy,
					    struct statement *stmt);

static bool is_shared(const struct symbol *sym)
{
	return sym->ctype.modifiers &
	       (MOD_STATIC | MOD_EXTERN | MOD_TOPLEVEL | MOD_INLINE);
}

/* A fresh symbol like @sym, bound to nothing, not yet evaluated. */
static struct symbol *clone_symbol(struct symbol *sym)
{
	struct symbol *new = alloc_symbol(sym->pos, sym->type);

	*new = *sym;
	new->next_id = NULL;
	new->same_symbol = NULL;
	new->replace = NULL;
	new->evaluated = 0;
	return new;
}

/*
 * (type){ ... }: the cast's type is the literal's object, which evaluation
 * initializes once: each copy of the body needs its own.
 */
static bool is_compound_literal(const struct expression *expr)
{
	return expr->type == EXPR_CAST && expr->cast_expression &&
	       expr->cast_expression->type == EXPR_INITIALIZER;
}

/* The copy's symbol for @sym: a new one the first time, for locals. */
static struct symbol *copy_symbol(struct copy_state *copy, struct symbol *sym)
{
	struct symbol *new;

	if (!sym)
		return NULL;
	if (sym->replace)
		return sym->replace;
	if (sym->type == SYM_NODE && is_shared(sym))
		return sym;
	if (sym->type != SYM_NODE && sym->type != SYM_LABEL)
		return sym;
	new = clone_symbol(sym);
	if (sym->type == SYM_LABEL)
		new->label_stmt = NULL;
	sym->replace = new;
	add_ptr_list(&copy->renamed, sym);
	return new;
}

/* A symbol an expression or statement refers to: renamed or the same. */
static struct symbol *replaced(struct symbol *sym)
{
	return sym && sym->replace ? sym->replace : sym;
}

static struct symbol_list *copy_symbol_list(struct copy_state *copy,
					    struct symbol_list *list)
{
	struct symbol_list *new = NULL;
	struct symbol *sym;

	FOR_EACH_PTR(list, sym) {
		add_ptr_list(&new, copy_symbol(copy, sym));
	} END_FOR_EACH_PTR(sym);
	return new;
}

/* A declaration's copy: new symbols, their initializers copied. */
static struct symbol_list *copy_declarations(struct copy_state *copy,
					     struct symbol_list *list)
{
	struct symbol_list *new = NULL;
	struct symbol *sym;

	FOR_EACH_PTR(list, sym) {
		struct symbol *dup = copy_symbol(copy, sym);

		if (dup != sym)
			dup->initializer = copy_expression(copy,
							   sym->initializer);
		add_ptr_list(&new, dup);
	} END_FOR_EACH_PTR(sym);
	return new;
}

static struct expression_list *copy_expression_list(struct copy_state *copy,
						    struct expression_list *list)
{
	struct expression_list *new = NULL;
	struct expression *expr;

	FOR_EACH_PTR(list, expr) {
		add_ptr_list(&new, copy_expression(copy, expr));
	} END_FOR_EACH_PTR(expr);
	return new;
}

static struct type_expression *copy_generic_map(struct copy_state *copy,
						struct type_expression *map)
{
	struct type_expression *head = NULL, **tail = &head;

	for (; map; map = map->next) {
		struct type_expression *new = __alloc_type_expression(0);

		new->type = map->type;
		new->expr = copy_expression(copy, map->expr);
		*tail = new;
		tail = &new->next;
	}
	return head;
}

/* The operands of @new, a shallow copy of an expression, copied in turn. */
static void copy_operands(struct copy_state *copy, struct expression *new)
{
	switch (new->type) {
	case EXPR_SYMBOL: case EXPR_TYPE:
		new->symbol = replaced(new->symbol);
		break;
	case EXPR_PREOP: case EXPR_POSTOP:
		new->unop = copy_expression(copy, new->unop);
		break;
	case EXPR_STATEMENT:
		new->statement = copy_one_statement(copy, new->statement);
		break;
	case EXPR_BINOP: case EXPR_COMMA: case EXPR_COMPARE:
	case EXPR_LOGICAL: case EXPR_ASSIGNMENT:
		new->left = copy_expression(copy, new->left);
		new->right = copy_expression(copy, new->right);
		break;
	case EXPR_DEREF:
		new->deref = copy_expression(copy, new->deref);
		break;
	case EXPR_SLICE:
		new->base = copy_expression(copy, new->base);
		break;
	case EXPR_CAST: case EXPR_FORCE_CAST: case EXPR_IMPLIED_CAST:
	case EXPR_SIZEOF: case EXPR_ALIGNOF: case EXPR_PTRSIZEOF:
		if (is_compound_literal(new))
			new->cast_type = clone_symbol(new->cast_type);
		new->cast_expression = copy_expression(copy,
						       new->cast_expression);
		break;
	case EXPR_CONDITIONAL: case EXPR_SELECT:
		new->conditional = copy_expression(copy, new->conditional);
		new->cond_true = copy_expression(copy, new->cond_true);
		new->cond_false = copy_expression(copy, new->cond_false);
		break;
	case EXPR_CALL:
		new->fn = copy_expression(copy, new->fn);
		new->args = copy_expression_list(copy, new->args);
		break;
	case EXPR_LABEL:
		new->label_symbol = copy_symbol(copy, new->label_symbol);
		break;
	case EXPR_INITIALIZER:
		new->expr_list = copy_expression_list(copy, new->expr_list);
		break;
	case EXPR_IDENTIFIER:
		new->ident_expression = copy_expression(copy,
							new->ident_expression);
		break;
	case EXPR_INDEX:
		new->idx_expression = copy_expression(copy,
						      new->idx_expression);
		new->idx_from_expr = copy_expression(copy, new->idx_from_expr);
		new->idx_to_expr = copy_expression(copy, new->idx_to_expr);
		break;
	case EXPR_POS:
		new->init_expr = copy_expression(copy, new->init_expr);
		break;
	case EXPR_OFFSETOF:
		new->down = copy_expression(copy, new->down);
		if (new->op == '[')
			new->index = copy_expression(copy, new->index);
		break;
	case EXPR_GENERIC:
		new->control = copy_expression(copy, new->control);
		new->def = copy_expression(copy, new->def);
		new->map = copy_generic_map(copy, new->map);
		break;
	case EXPR_ASM_OPERAND:
		new->constraint = copy_expression(copy, new->constraint);
		new->expr = copy_expression(copy, new->expr);
		break;
	case EXPR_VALUE: case EXPR_FVALUE: case EXPR_STRING:
		break;
	}
}

/*
 * A node whose copied parts are all the body's own is the body's node, as
 * sparse shares it: nothing in it names a symbol of the copy.  Evaluated
 * and expanded once for all the copies, it says its warnings once.  Not
 * shared: what holds statements or an object (a compound literal, an
 * initializer), and calls, which inlining rewrites in place.
 */
static bool is_shareable(const struct expression *expr)
{
	switch (expr->type) {
	case EXPR_STATEMENT: case EXPR_CALL: case EXPR_INITIALIZER:
	case EXPR_IDENTIFIER: case EXPR_INDEX: case EXPR_POS:
	case EXPR_LABEL: case EXPR_ASM_OPERAND: case EXPR_GENERIC:
	case EXPR_DEREF:	/* sparse copies a member access */
		return false;
	default:
		return !is_compound_literal(expr);
	}
}

static struct expression *copy_expression(struct copy_state *copy,
					  struct expression *expr)
{
	struct expression *new;

	if (!expr)
		return NULL;
	new = alloc_expression(expr->pos, expr->type);
	memcpy(new, expr, sizeof(*new));	/* padding too: memcmp below */
	copy_operands(copy, new);
	if (is_shareable(expr) && !memcmp(new, expr, sizeof(*new))) {
		__free_expression(new);
		return expr;
	}
	copy->nodes++;
	return new;
}

static struct statement_list *copy_statement_list(struct copy_state *copy,
						  struct statement_list *list)
{
	struct statement_list *new = NULL;
	struct statement *stmt;

	FOR_EACH_PTR(list, stmt) {
		add_ptr_list(&new, copy_one_statement(copy, stmt));
	} END_FOR_EACH_PTR(stmt);
	return new;
}

/* A switch's case list: the case labels, renamed. */
static struct symbol *copy_switch_target(struct copy_state *copy,
					 struct symbol *target)
{
	struct symbol *new = copy_symbol(copy, target);

	if (new && new != target)
		new->symbol_list = copy_symbol_list(copy,
						    target->symbol_list);
	return new;
}

static void copy_iterator(struct copy_state *copy, struct statement *new)
{
	new->iterator_break = copy_symbol(copy, new->iterator_break);
	new->iterator_continue = copy_symbol(copy, new->iterator_continue);
	new->iterator_syms = copy_declarations(copy, new->iterator_syms);
	new->iterator_pre_statement =
		copy_one_statement(copy, new->iterator_pre_statement);
	new->iterator_pre_condition =
		copy_expression(copy, new->iterator_pre_condition);
	new->iterator_statement =
		copy_one_statement(copy, new->iterator_statement);
	new->iterator_post_statement =
		copy_one_statement(copy, new->iterator_post_statement);
	new->iterator_post_condition =
		copy_expression(copy, new->iterator_post_condition);
}

static void copy_asm(struct copy_state *copy, struct statement *new)
{
	new->asm_outputs = copy_expression_list(copy, new->asm_outputs);
	new->asm_inputs = copy_expression_list(copy, new->asm_inputs);
	new->asm_labels = copy_symbol_list(copy, new->asm_labels);
}

/* The parts of @new, a shallow copy of a statement, copied in turn. */
static void copy_parts(struct copy_state *copy, struct statement *new)
{
	switch (new->type) {
	case STMT_NONE:
		break;
	case STMT_DECLARATION:
		new->declaration = copy_declarations(copy, new->declaration);
		break;
	case STMT_EXPRESSION: case STMT_CONTEXT:
		new->expression = copy_expression(copy, new->expression);
		new->context = copy_expression(copy, new->context);
		break;
	case STMT_COMPOUND:
		new->ret = copy_symbol(copy, new->ret);
		new->args = copy_one_statement(copy, new->args);
		new->stmts = copy_statement_list(copy, new->stmts);
		break;
	case STMT_IF:
		new->if_conditional = copy_expression(copy, new->if_conditional);
		new->if_true = copy_one_statement(copy, new->if_true);
		new->if_false = copy_one_statement(copy, new->if_false);
		break;
	case STMT_RETURN:
		new->ret_value = copy_expression(copy, new->ret_value);
		new->ret_target = replaced(new->ret_target);
		break;
	case STMT_CASE:
		new->case_expression = copy_expression(copy,
						       new->case_expression);
		new->case_to = copy_expression(copy, new->case_to);
		new->case_label = copy_symbol(copy, new->case_label);
		if (new->case_label)
			new->case_label->label_stmt = new;
		new->case_statement = copy_one_statement(copy,
							 new->case_statement);
		break;
	case STMT_SWITCH:
		new->switch_expression = copy_expression(copy,
							 new->switch_expression);
		new->switch_break = copy_symbol(copy, new->switch_break);
		new->switch_case = copy_switch_target(copy, new->switch_case);
		new->switch_statement = copy_one_statement(copy,
							   new->switch_statement);
		break;
	case STMT_ITERATOR:
		copy_iterator(copy, new);
		break;
	case STMT_LABEL:
		new->label_identifier = copy_symbol(copy, new->label_identifier);
		if (new->label_identifier)
			new->label_identifier->label_stmt = new;
		new->label_statement = copy_one_statement(copy,
							  new->label_statement);
		break;
	case STMT_GOTO:
		new->goto_label = copy_symbol(copy, new->goto_label);
		new->goto_expression = copy_expression(copy,
						       new->goto_expression);
		new->target_list = copy_symbol_list(copy, new->target_list);
		break;
	case STMT_ASM:
		copy_asm(copy, new);
		break;
	case STMT_RANGE:
		new->range_expression = copy_expression(copy,
							new->range_expression);
		new->range_low = copy_expression(copy, new->range_low);
		new->range_high = copy_expression(copy, new->range_high);
		break;
	}
}

static struct statement *copy_one_statement(struct copy_state *copy,
					    struct statement *stmt)
{
	struct statement *new;

	if (!stmt)
		return NULL;
	new = alloc_statement(stmt->pos, stmt->type);
	copy->nodes++;
	*new = *stmt;
	copy_parts(copy, new);
	return new;
}

static void end_copy(struct copy_state *copy)
{
	struct symbol *sym;

	FOR_EACH_PTR(copy->renamed, sym) {
		sym->replace = NULL;
	} END_FOR_EACH_PTR(sym);
	free_ptr_list(&copy->renamed);
}

/* @new, an empty compound statement, becomes a copy of @stmt's body. */
static void copy_body(struct copy_state *copy, struct statement *stmt,
		      struct statement *new)
{
	struct statement *body = copy_one_statement(copy, stmt);

	*new = *body;
}

void uninline(struct symbol *sym)
{
	struct symbol *fn = sym->ctype.base_type;
	struct copy_state copy = { .renamed = NULL };
	struct symbol *param;

	if (!fn || !fn->inline_stmt || fn->stmt)
		return;
	/* the function's own parameters stay themselves */
	FOR_EACH_PTR(fn->arguments, param) {
		param->replace = param;
		add_ptr_list(&copy.renamed, param);
	} END_FOR_EACH_PTR(param);
	fn->stmt = alloc_statement(fn->pos, STMT_COMPOUND);
	copy_body(&copy, fn->inline_stmt, fn->stmt);
	end_copy(&copy);
}

/*
 * The parameters, as locals of the copy, initialized by the arguments;
 * as upstream, the arguments past the parameters (a variadic function's
 * or an unprototyped one's) are dropped, not even evaluated.
 */
static struct statement *declare_arguments(struct copy_state *copy,
					   struct expression *call,
					   struct symbol *fn)
{
	struct symbol_list *decls = NULL;
	struct symbol *param;
	struct expression *arg;
	struct statement *decl;

	PREPARE_PTR_LIST(fn->arguments, param);
	FOR_EACH_PTR(call->args, arg) {
		struct symbol *local;

		if (!param)
			break;
		local = clone_symbol(param);
		param->replace = local;
		add_ptr_list(&copy->renamed, param);
		local->initializer = arg;
		add_ptr_list(&decls, local);
		NEXT_PTR_LIST(param);
	} END_FOR_EACH_PTR(arg);
	FINISH_PTR_LIST(param);
	if (!decls)
		return NULL;
	decl = alloc_statement(call->pos, STMT_DECLARATION);
	decl->declaration = decls;
	return decl;
}

int inline_function(struct expression *expr, struct symbol *sym)
{
	struct symbol *fn = sym->ctype.base_type;
	struct copy_state copy = { .renamed = NULL };
	struct statement *stmt, *args;

	if (!fn->inline_stmt) {
		sparse_error(fn->pos, "marked inline, but without a definition");
		return 0;
	}
	if (fn->expanding || copied_nodes > MAX_COPIED_NODES)
		return 0;
	fn->expanding = 1;
	stmt = alloc_statement(expr->pos, STMT_COMPOUND);
	args = declare_arguments(&copy, expr, fn);
	copy_body(&copy, fn->inline_stmt, stmt);
	end_copy(&copy);
	copied_nodes += copy.nodes;
	stmt->pos = expr->pos;
	stmt->args = args;
	stmt->inline_fn = sym;
	expr->type = EXPR_STATEMENT;
	expr->statement = stmt;
	expr->ctype = fn->ctype.base_type;
	evaluate_inline_copy(stmt);
	fn->expanding = 0;
	return 1;
}

void inline_end_file(void)
{
	copied_nodes = 0;
}
