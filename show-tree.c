// SPDX-License-Identifier: MIT
/*
 * show-tree.c — a file's symbols, statements and expressions as a tree.
 *
 * Takes the symbols a file declared at file scope (scope.h's
 * ended_file_scope) after evaluation; gives a tree of struct tree_node
 * (show-tree.h): a line of text and a position per node.  Types are
 * spelled by show-parse.c (show_typename_quiet(), modifier_string()).  The
 * labels are copies: the tree outlives the file's symbols.  State: none
 * besides the tree being built.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "expression.h"
#include "parse.h"
#include "scope.h"
#include "show-tree.h"
#include "symbol.h"
#include "token.h"

// Nodes

static struct tree_node *alloc_node(char *label, struct position pos)
{
	struct tree_node *node = xmalloc(sizeof(*node));

	memset(node, 0, sizeof(*node));
	node->label = label;
	node->pos = pos;
	node->depth = -1;
	return node;
}

struct tree_node *new_tree(void)
{
	struct position none = { .bad = 1 };

	return alloc_node(xstrdup(""), none);
}

static bool has_position(struct position pos)
{
	return pos.line && !pos.bad;
}

static void append_child(struct tree_node *parent, struct tree_node *child)
{
	child->parent = parent;
	child->depth = parent->depth + 1;
	if (parent->last_child)
		parent->last_child->next = child;
	else
		parent->first_child = child;
	parent->last_child = child;
	parent->folded = parent->depth >= 0;	/* the root never is */
}

static char *format_label(const char *fmt, va_list args)
{
	va_list copy;
	char *label;
	int len;

	va_copy(copy, args);
	len = vsnprintf(NULL, 0, fmt, copy);
	va_end(copy);
	if (len < 0)
		len = 0;
	label = xmalloc(len + 1);
	vsnprintf(label, len + 1, fmt, args);
	return label;
}

/* A child of @parent at @pos (the parent's when @pos is not known). */
static struct tree_node *add_node(struct tree_node *parent,
				  struct position pos, const char *fmt, ...)
	FORMAT_ATTR(3);
static struct tree_node *add_node(struct tree_node *parent,
				  struct position pos, const char *fmt, ...)
{
	struct tree_node *node;
	va_list args;

	va_start(args, fmt);
	node = alloc_node(format_label(fmt, args), pos);
	va_end(args);
	if (!has_position(pos))
		node->pos = parent->pos;
	append_child(parent, node);
	return node;
}

void free_tree(struct tree_node *root)
{
	struct tree_node *child, *next;

	if (!root)
		return;
	for (child = root->first_child; child; child = next) {
		next = child->next;
		free_tree(child);
	}
	free(root->label);
	free(root);
}

// The names of the kinds, as the headers spell them

static const char *const expression_kinds[] = {
	[EXPR_VALUE] = "EXPR_VALUE",
	[EXPR_STRING] = "EXPR_STRING",
	[EXPR_SYMBOL] = "EXPR_SYMBOL",
	[EXPR_TYPE] = "EXPR_TYPE",
	[EXPR_BINOP] = "EXPR_BINOP",
	[EXPR_ASSIGNMENT] = "EXPR_ASSIGNMENT",
	[EXPR_LOGICAL] = "EXPR_LOGICAL",
	[EXPR_DEREF] = "EXPR_DEREF",
	[EXPR_PREOP] = "EXPR_PREOP",
	[EXPR_POSTOP] = "EXPR_POSTOP",
	[EXPR_CAST] = "EXPR_CAST",
	[EXPR_FORCE_CAST] = "EXPR_FORCE_CAST",
	[EXPR_IMPLIED_CAST] = "EXPR_IMPLIED_CAST",
	[EXPR_SIZEOF] = "EXPR_SIZEOF",
	[EXPR_ALIGNOF] = "EXPR_ALIGNOF",
	[EXPR_PTRSIZEOF] = "EXPR_PTRSIZEOF",
	[EXPR_CONDITIONAL] = "EXPR_CONDITIONAL",
	[EXPR_SELECT] = "EXPR_SELECT",
	[EXPR_STATEMENT] = "EXPR_STATEMENT",
	[EXPR_CALL] = "EXPR_CALL",
	[EXPR_COMMA] = "EXPR_COMMA",
	[EXPR_COMPARE] = "EXPR_COMPARE",
	[EXPR_LABEL] = "EXPR_LABEL",
	[EXPR_INITIALIZER] = "EXPR_INITIALIZER",
	[EXPR_IDENTIFIER] = "EXPR_IDENTIFIER",
	[EXPR_INDEX] = "EXPR_INDEX",
	[EXPR_POS] = "EXPR_POS",
	[EXPR_FVALUE] = "EXPR_FVALUE",
	[EXPR_SLICE] = "EXPR_SLICE",
	[EXPR_OFFSETOF] = "EXPR_OFFSETOF",
	[EXPR_GENERIC] = "EXPR_GENERIC",
	[EXPR_ASM_OPERAND] = "EXPR_ASM_OPERAND",
};

static const char *const statement_kinds[] = {
	[STMT_NONE] = "STMT_NONE",
	[STMT_DECLARATION] = "STMT_DECLARATION",
	[STMT_EXPRESSION] = "STMT_EXPRESSION",
	[STMT_COMPOUND] = "STMT_COMPOUND",
	[STMT_IF] = "STMT_IF",
	[STMT_RETURN] = "STMT_RETURN",
	[STMT_CASE] = "STMT_CASE",
	[STMT_SWITCH] = "STMT_SWITCH",
	[STMT_ITERATOR] = "STMT_ITERATOR",
	[STMT_LABEL] = "STMT_LABEL",
	[STMT_GOTO] = "STMT_GOTO",
	[STMT_ASM] = "STMT_ASM",
	[STMT_CONTEXT] = "STMT_CONTEXT",
	[STMT_RANGE] = "STMT_RANGE",
};

static const char *kind_name(const char *const *names, size_t nr,
			     unsigned int kind)
{
	if (kind < nr && names[kind])
		return names[kind];
	return "unknown";
}

// Symbols

static void tree_add_symbol(struct tree_node *parent, const char *kind,
		       struct symbol *sym);
static void tree_add_statement(struct tree_node *parent, const char *role,
			  struct statement *stmt);
static void tree_add_expression(struct tree_node *parent, const char *role,
			   struct expression *expr);

static const char *symbol_name(struct symbol *sym)
{
	return sym->ident ? show_ident(sym->ident) : "<anonymous>";
}

static bool is_function(struct symbol *sym)
{
	struct symbol *type = sym->ctype.base_type;

	return sym->type == SYM_NODE && type && type->type == SYM_FN;
}

static bool is_tag_type(struct symbol *type)
{
	return type && (type->type == SYM_STRUCT || type->type == SYM_UNION ||
			type->type == SYM_ENUM);
}

/* "function", "typedef", "struct", ...: what a declaration declares. */
static const char *symbol_kind(struct symbol *sym)
{
	switch (sym->type) {
	case SYM_STRUCT:
		return "struct";
	case SYM_UNION:
		return "union";
	case SYM_ENUM:
		return "enum";
	case SYM_LABEL:
		return "label";
	case SYM_NODE:
		break;
	default:
		return "symbol";
	}
	if (sym->namespace & NS_TYPEDEF)
		return "typedef";
	if (is_function(sym))
		return "function";
	if (sym->enumerator)
		return "enumerator";
	return "variable";
}

/* "size: 4 bytes, alignment: 4" ("3 bits" for a bit-field). */
static void add_layout(struct tree_node *node, struct symbol *sym)
{
	long bits = sym->bit_size;

	if (bits < 0 || (!bits && !sym->ctype.alignment))
		return;
	if (bits % 8 || (sym->ctype.base_type &&
			 sym->ctype.base_type->type == SYM_BITFIELD))
		add_node(node, sym->pos, "size: %ld bits, alignment: %lu",
			 bits, sym->ctype.alignment);
	else
		add_node(node, sym->pos, "size: %ld byte%s, alignment: %lu",
			 bits / 8, bits == 8 ? "" : "s", sym->ctype.alignment);
}

static void add_members(struct tree_node *node, struct symbol *type)
{
	const char *kind = type->type == SYM_ENUM ? "enumerator" : "member";
	struct symbol *member;

	FOR_EACH_PTR(type->symbol_list, member) {
		tree_add_symbol(node, kind, member);
	} END_FOR_EACH_PTR(member);
}

/*
 * "type: ...": the type of the declared name, without the name and its
 * own modifiers; below, the members of a struct, union or enum without a
 * tag of its own.
 */
static void add_type(struct tree_node *node, struct symbol *sym)
{
	struct symbol *type = sym->ctype.base_type;
	struct tree_node *type_node;

	if (!type)
		return;
	type_node = add_node(node, sym->pos, "type: %s",
			     show_typename_quiet(type));
	/* struct { ... } x, typedef struct { ... } name: defined here */
	if (is_tag_type(type) && (!type->ident || type->ident == sym->ident))
		add_members(type_node, type);
}

static void add_modifiers(struct tree_node *node, struct symbol *sym)
{
	if (sym->ctype.modifiers)
		add_node(node, sym->pos, "modifiers: %s",
			 modifier_string(sym->ctype.modifiers));
	if (sym->ctype.as)
		add_node(node, sym->pos, "address space: %s",
			 show_as(sym->ctype.as));
}

static void add_function(struct tree_node *node, struct symbol *sym)
{
	struct symbol *fn = sym->ctype.base_type;
	struct statement *body = fn->stmt ? fn->stmt : fn->inline_stmt;
	struct tree_node *params;
	struct symbol *arg;

	if (fn->arguments || fn->variadic) {
		params = add_node(node, sym->pos, "parameters%s",
				  fn->oldstyle ? " (old style)" : "");
		FOR_EACH_PTR(fn->arguments, arg) {
			tree_add_symbol(params, "parameter", arg);
		} END_FOR_EACH_PTR(arg);
		if (fn->variadic)
			add_node(params, sym->pos, "...");
	}
	tree_add_statement(node, "body", body);
}

static void add_member_offset(struct tree_node *node, struct symbol *sym)
{
	if (sym->bit_offset)
		add_node(node, sym->pos, "offset: %lu bytes + %u bits",
			 sym->offset, sym->bit_offset);
	else
		add_node(node, sym->pos, "offset: %lu bytes", sym->offset);
}

/* "enumerator A = 1", its type: the enum (its members not again) */
static void add_enumerator(struct tree_node *parent, struct symbol *sym)
{
	struct expression *value = sym->initializer;
	struct tree_node *node;

	if (value && value->type == EXPR_VALUE)
		node = add_node(parent, sym->pos, "enumerator %s = %lld",
				symbol_name(sym), (long long)value->value);
	else
		node = add_node(parent, sym->pos, "enumerator %s",
				symbol_name(sym));
	if (sym->ctype.base_type)
		add_node(node, sym->pos, "type: %s",
			 show_typename_quiet(sym->ctype.base_type));
}

/*
 * "KIND name", then its type, modifiers, layout; members, parameters and
 * body, initializer.  @kind: the caller's word for it, or NULL.
 */
static void tree_add_symbol(struct tree_node *parent, const char *kind,
		       struct symbol *sym)
{
	struct tree_node *node;

	if (!kind)
		kind = symbol_kind(sym);
	if (sym->enumerator || !strcmp(kind, "enumerator")) {
		add_enumerator(parent, sym);
		return;
	}
	node = add_node(parent, sym->pos, "%s %s", kind, symbol_name(sym));
	if (is_tag_type(sym)) {
		add_layout(node, sym);
		add_members(node, sym);
		return;
	}
	add_type(node, sym);
	add_modifiers(node, sym);
	add_layout(node, sym);
	if (!strcmp(kind, "member"))
		add_member_offset(node, sym);
	if (is_function(sym))
		add_function(node, sym);
	tree_add_expression(node, "initializer", sym->initializer);
}

static void add_symbols(struct tree_node *parent, const char *kind,
			struct symbol_list *list)
{
	struct symbol *sym;

	FOR_EACH_PTR(list, sym) {
		tree_add_symbol(parent, kind, sym);
	} END_FOR_EACH_PTR(sym);
}

// Expressions: "role: EXPR_KIND detail : type"

/*
 * The type an expression's value has: for an object (its ctype is the
 * object's SYM_NODE: a name, a string) its type, without storage words.
 */
static const char *value_type(struct expression *expr)
{
	struct symbol *type = expr->ctype;

	if (!type)
		return NULL;
	if (type->type == SYM_NODE && type->ctype.base_type &&
	    !(type->namespace & NS_TYPEDEF))
		type = type->ctype.base_type;
	return show_typename_quiet(type);
}

static bool is_signed_value(struct expression *expr)
{
	struct symbol *type = expr->ctype ? unqualified_type(expr->ctype) :
				NULL;

	return type && !(type->ctype.modifiers & MOD_UNSIGNED);
}

/* The detail of the kinds that place or slice a value. */
static void placement_detail(char *buf, size_t size, struct expression *expr)
{
	switch (expr->type) {
	case EXPR_INDEX:
		if (expr->idx_to_expr != expr->idx_from_expr)
			snprintf(buf, size, "[%s ... %s]",
				 show_expression_string(expr->idx_from_expr),
				 show_expression_string(expr->idx_to_expr));
		else
			snprintf(buf, size, "[%s]",
				 show_expression_string(expr->idx_from_expr));
		return;
	case EXPR_POS:
		if (expr->init_nr > 1)
			snprintf(buf, size, "offset %u, %u times",
				 expr->init_offset, expr->init_nr);
		else
			snprintf(buf, size, "offset %u", expr->init_offset);
		return;
	case EXPR_SLICE:
		snprintf(buf, size, "bits %u..%u", expr->r_bitpos,
			 expr->r_bitpos + expr->r_nrbits - 1);
		return;
	case EXPR_ASM_OPERAND:
		if (expr->name)
			snprintf(buf, size, "[%s]", show_ident(expr->name));
		return;
	default:
		return;
	}
}

/* What follows the kind on the label: value, name, operator. */
static void expression_detail(char *buf, size_t size, struct expression *expr)
{
	buf[0] = '\0';
	switch (expr->type) {
	case EXPR_VALUE:
		snprintf(buf, size, is_signed_value(expr) ? "%lld" : "%llu",
			 expr->value);
		return;
	case EXPR_FVALUE:
		snprintf(buf, size, "%Lg", expr->fvalue);
		return;
	case EXPR_STRING: case EXPR_OFFSETOF:
		snprintf(buf, size, "%s", show_expression_string(expr));
		return;
	case EXPR_SYMBOL:
		snprintf(buf, size, "%s", show_ident(expr->symbol_name));
		return;
	case EXPR_TYPE:
		snprintf(buf, size, "%s", show_typename_quiet(expr->symbol));
		return;
	case EXPR_BINOP: case EXPR_ASSIGNMENT: case EXPR_LOGICAL:
	case EXPR_COMPARE: case EXPR_PREOP: case EXPR_POSTOP:
	case EXPR_COMMA:
		snprintf(buf, size, "'%s'", show_special(expr->op));
		return;
	case EXPR_DEREF:
		snprintf(buf, size, ".%s", show_ident(expr->member));
		return;
	case EXPR_SIZEOF: case EXPR_ALIGNOF: case EXPR_PTRSIZEOF:
		if (expr->cast_type)
			snprintf(buf, size, "%s",
				 show_typename_quiet(expr->cast_type));
		return;
	case EXPR_LABEL:
		snprintf(buf, size, "&&%s", expr->label_symbol ?
			 show_ident(expr->label_symbol->ident) : "<none>");
		return;
	case EXPR_IDENTIFIER:
		snprintf(buf, size, ".%s", show_ident(expr->expr_ident));
		return;
	default:
		placement_detail(buf, size, expr);
		return;
	}
}

static void add_expressions(struct tree_node *parent, const char *role,
			    struct expression_list *list)
{
	struct expression *expr;

	FOR_EACH_PTR(list, expr) {
		tree_add_expression(parent, role, expr);
	} END_FOR_EACH_PTR(expr);
}

static void add_generic(struct tree_node *node, struct expression *expr)
{
	struct type_expression *map;
	char role[256];

	tree_add_expression(node, "control", expr->control);
	for (map = expr->map; map; map = map->next) {
		snprintf(role, sizeof(role), "association %s",
			 show_typename_quiet(map->type));
		tree_add_expression(node, role, map->expr);
	}
	tree_add_expression(node, "default", expr->def);
}

/* The operands of @expr, each under the name of its part. */
static void add_operands(struct tree_node *node, struct expression *expr)
{
	switch (expr->type) {
	case EXPR_BINOP: case EXPR_ASSIGNMENT: case EXPR_LOGICAL:
	case EXPR_COMPARE: case EXPR_COMMA:
		tree_add_expression(node, "left", expr->left);
		tree_add_expression(node, "right", expr->right);
		return;
	case EXPR_PREOP: case EXPR_POSTOP:
		tree_add_expression(node, "operand", expr->unop);
		return;
	case EXPR_DEREF:
		tree_add_expression(node, "object", expr->deref);
		return;
	case EXPR_CAST: case EXPR_FORCE_CAST: case EXPR_IMPLIED_CAST:
	case EXPR_SIZEOF: case EXPR_ALIGNOF: case EXPR_PTRSIZEOF:
		tree_add_expression(node, "operand", expr->cast_expression);
		return;
	case EXPR_CONDITIONAL: case EXPR_SELECT:
		tree_add_expression(node, "condition", expr->conditional);
		tree_add_expression(node, "true", expr->cond_true);
		tree_add_expression(node, "false", expr->cond_false);
		return;
	case EXPR_STATEMENT:
		tree_add_statement(node, "statement", expr->statement);
		return;
	case EXPR_CALL:
		tree_add_expression(node, "function", expr->fn);
		add_expressions(node, "argument", expr->args);
		return;
	case EXPR_INITIALIZER:
		add_expressions(node, "entry", expr->expr_list);
		return;
	case EXPR_IDENTIFIER:
		tree_add_expression(node, "value", expr->ident_expression);
		return;
	case EXPR_INDEX:
		tree_add_expression(node, "value", expr->idx_expression);
		return;
	case EXPR_POS:
		tree_add_expression(node, "value", expr->init_expr);
		return;
	case EXPR_SLICE:
		tree_add_expression(node, "base", expr->base);
		return;
	case EXPR_GENERIC:
		add_generic(node, expr);
		return;
	case EXPR_ASM_OPERAND:
		tree_add_expression(node, "constraint", expr->constraint);
		tree_add_expression(node, "operand", expr->expr);
		return;
	default:
		return;
	}
}

/* "role: EXPR_KIND detail : type", its operands below. */
static void tree_add_expression(struct tree_node *parent, const char *role,
			   struct expression *expr)
{
	const char *type, *kind;
	struct tree_node *node;
	char detail[512];

	if (!expr)
		return;
	expression_detail(detail, sizeof(detail), expr);
	type = value_type(expr);
	kind = kind_name(expression_kinds, ARRAY_SIZE(expression_kinds),
			 expr->type);
	node = add_node(parent, expr->pos, "%s: %s%s%s%s%s", role, kind,
			detail[0] ? " " : "", detail, type ? " : " : "",
			type ? type : "");
	add_operands(node, expr);
}

// Statements: "role: STMT_KIND detail"

static const char *iterator_kind(struct statement *stmt)
{
	if (stmt->iterator_post_condition)
		return "do-while";
	if (!stmt->iterator_syms && !stmt->iterator_pre_statement &&
	    !stmt->iterator_post_statement && stmt->iterator_pre_condition)
		return "while";
	return "for";
}

static void add_iterator(struct tree_node *node, struct statement *stmt)
{
	add_symbols(node, "variable", stmt->iterator_syms);
	tree_add_statement(node, "init", stmt->iterator_pre_statement);
	tree_add_expression(node, "condition", stmt->iterator_pre_condition);
	tree_add_statement(node, "body", stmt->iterator_statement);
	tree_add_statement(node, "step", stmt->iterator_post_statement);
	tree_add_expression(node, "condition", stmt->iterator_post_condition);
}

static void add_asm(struct tree_node *node, struct statement *stmt)
{
	tree_add_expression(node, "template", stmt->asm_string);
	add_expressions(node, "output", stmt->asm_outputs);
	add_expressions(node, "input", stmt->asm_inputs);
	add_expressions(node, "clobber", stmt->asm_clobbers);
}

/* The parts of @stmt, each under the name of its part. */
static void add_parts(struct tree_node *node, struct statement *stmt)
{
	struct statement *s;

	switch (stmt->type) {
	case STMT_DECLARATION:
		add_symbols(node, "variable", stmt->declaration);
		return;
	case STMT_EXPRESSION:
		tree_add_expression(node, "expression", stmt->expression);
		return;
	case STMT_COMPOUND:
		FOR_EACH_PTR(stmt->stmts, s) {
			tree_add_statement(node, NULL, s);
		} END_FOR_EACH_PTR(s);
		return;
	case STMT_IF:
		tree_add_expression(node, "condition", stmt->if_conditional);
		tree_add_statement(node, "then", stmt->if_true);
		tree_add_statement(node, "else", stmt->if_false);
		return;
	case STMT_RETURN:
		tree_add_expression(node, "value", stmt->ret_value);
		return;
	case STMT_CASE:
		tree_add_expression(node, "value", stmt->case_expression);
		tree_add_expression(node, "to", stmt->case_to);
		tree_add_statement(node, "statement", stmt->case_statement);
		return;
	case STMT_SWITCH:
		tree_add_expression(node, "expression", stmt->switch_expression);
		tree_add_statement(node, "body", stmt->switch_statement);
		return;
	case STMT_ITERATOR:
		add_iterator(node, stmt);
		return;
	case STMT_LABEL:
		tree_add_statement(node, "statement", stmt->label_statement);
		return;
	case STMT_GOTO:
		tree_add_expression(node, "target", stmt->goto_expression);
		return;
	case STMT_ASM:
		add_asm(node, stmt);
		return;
	case STMT_CONTEXT:
		tree_add_expression(node, "context", stmt->context);
		tree_add_expression(node, "change", stmt->expression);
		return;
	case STMT_RANGE:
		tree_add_expression(node, "value", stmt->range_expression);
		tree_add_expression(node, "low", stmt->range_low);
		tree_add_expression(node, "high", stmt->range_high);
		return;
	default:
		return;
	}
}

static const char *statement_detail(struct statement *stmt)
{
	switch (stmt->type) {
	case STMT_ITERATOR:
		return iterator_kind(stmt);
	case STMT_CASE:
		return stmt->case_expression ? "" : "default";
	case STMT_LABEL:
		return stmt->label_identifier ?
			show_ident(stmt->label_identifier->ident) : "";
	case STMT_GOTO:
		return stmt->goto_label ? show_ident(stmt->goto_label->ident) :
			"";
	default:
		return "";
	}
}

/* "role: STMT_KIND detail" (no role in a compound's list). */
static void tree_add_statement(struct tree_node *parent, const char *role,
			  struct statement *stmt)
{
	const char *detail;
	struct tree_node *node;

	if (!stmt)
		return;
	detail = statement_detail(stmt);
	node = add_node(parent, stmt->pos, "%s%s%s%s%s", role ? role : "",
			role ? ": " : "",
			kind_name(statement_kinds, ARRAY_SIZE(statement_kinds),
				  stmt->type),
			detail[0] ? " " : "", detail);
	add_parts(node, stmt);
}

// The file's symbols

/* What a file declared that shows at its top: not its enumerators. */
static bool is_top_symbol(struct symbol *sym)
{
	if (sym->namespace & NS_STRUCT)
		return true;
	if (sym->type != SYM_NODE || sym->enumerator)
		return false;
	return sym->namespace & (NS_TYPEDEF | NS_SYMBOL);
}

/* Declared by the file being checked, not by a header it includes. */
static bool is_own_symbol(struct symbol *sym)
{
	unsigned int stream = sym->pos.stream;

	return (int)stream < input_stream_nr &&
	       input_streams[stream].include_level <= 0;
}

/* A function with its body, an object, a typedef, a tag with members. */
static bool is_definition(struct symbol *sym)
{
	if (is_function(sym))
		return sym->ctype.base_type->stmt != NULL;
	if (sym->namespace & NS_STRUCT)
		return sym->symbol_list != NULL;
	if (sym->namespace & NS_SYMBOL)
		return !(sym->ctype.modifiers & MOD_EXTERN) ||
		       sym->initializer;
	return true;
}

void add_file_symbols(struct tree_node *root)
{
	struct symbol *sym;

	if (!ended_file_scope)
		return;
	FOR_EACH_PTR(ended_file_scope->symbols, sym) {
		if (!is_top_symbol(sym))
			continue;
		/* tags and typedefs no object used: laid out here */
		examine_symbol_type(sym);
		tree_add_symbol(root, NULL, sym);
		root->last_child->own = is_own_symbol(sym);
		root->last_child->definition = is_definition(sym);
	} END_FOR_EACH_PTR(sym);
}

// Printing and walking

const char *tree_node_position(const struct tree_node *node)
{
	static char buffers[4][4096];
	static int next;
	char *buf = buffers[next = (next + 1) % 4];

	buf[0] = '\0';
	if (has_position(node->pos))
		snprintf(buf, sizeof(buffers[0]), "%s:%u:%u",
			 stream_name(node->pos.stream), node->pos.line,
			 node->pos.pos);
	return buf;
}

void dump_tree(FILE *out, const struct tree_node *root)
{
	const struct tree_node *node;

	for (node = root->first_child; node; node = tree_next(node)) {
		const char *pos = tree_node_position(node);

		fprintf(out, "%*s%s", node->depth * 2, "", node->label);
		if (pos[0])
			fprintf(out, "  <%s>", pos);
		fputc('\n', out);
	}
}

/* The next node after @node's subtree in pre-order: a sibling of it or
 * of an ancestor; NULL at the end. */
static struct tree_node *next_after_subtree(const struct tree_node *node)
{
	while (node && !node->next)
		node = node->parent;
	return node ? node->next : NULL;
}

struct tree_node *tree_next(const struct tree_node *node)
{
	if (node->first_child)
		return node->first_child;
	return next_after_subtree(node);
}

struct tree_node *tree_next_visible(const struct tree_node *node)
{
	if (node->first_child && !node->folded)
		return node->first_child;
	return next_after_subtree(node);
}

void tree_reveal(struct tree_node *node)
{
	for (node = node->parent; node; node = node->parent)
		node->folded = false;
}

void tree_fold_all(struct tree_node *node, bool folded)
{
	struct tree_node *child;

	for (child = node->first_child; child; child = child->next) {
		child->folded = folded && child->first_child;
		tree_fold_all(child, folded);
	}
}

static bool accept_any(const struct tree_node *node, void *data)
{
	return true;
}

struct tree_node *tree_search(struct tree_node *root, struct tree_node *from,
			      const char *text)
{
	return tree_search_if(root, from, text, accept_any, NULL);
}

struct tree_node *tree_search_if(struct tree_node *root,
				 struct tree_node *from, const char *text,
				 bool (*accept)(const struct tree_node *, void *),
				 void *data)
{
	struct tree_node *start = from ? from : root->first_child;
	struct tree_node *node = start;

	if (!start || !text[0])
		return NULL;
	if (!from && strstr(start->label, text) && accept(start, data))
		return start;
	do {
		node = tree_next(node);
		if (!node)
			node = root->first_child;
		if (strstr(node->label, text) && accept(node, data))
			return node;
	} while (node != start);
	return NULL;
}

const struct tree_node *tree_top(const struct tree_node *node)
{
	while (node->parent && node->parent->parent)
		node = node->parent;
	return node;
}
