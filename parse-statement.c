// SPDX-License-Identifier: MIT
/*
 * parse-statement.c — statements (C23 6.8): blocks, labels, selection,
 * iteration and jump statements, with GNU's asm statements and sparse's
 * __context__ and __range__.
 *
 * Takes preprocessed tokens where a statement or a function body's block
 * items start; gives struct statement trees (parse.h), their expressions
 * parsed by expression.c and their declarations by parse.c
 * (declaration_list()).  The statement keywords' hooks at the end are
 * bound by parse.c's keyword table.
 *
 * State: the scopes (scope.h): a block, a switch and a loop each open a
 * block scope, where break, continue and the case list of a switch are
 * NS_ITERATOR symbols bound to the keywords' identifiers, as sparse does;
 * labels are the function's NS_LABEL symbols.  parse.c's parse_state
 * learns of a goto *expr and of a &&label (note_computed_goto(),
 * note_label_address()).
 */
#include "expression.h"
#include "parse-internal.h"
#include "parse.h"
#include "scope.h"
#include "symbol.h"
#include "token.h"

// Statements (6.8)

/* '__extension__' before a declaration changes nothing. */
static struct symbol *extension_keyword(struct token *token)
{
	struct symbol *kw = keyword_of(token, NS_KEYWORD, KW_BUILTIN);

	if (kw && kw->op->expression == extension_expression)
		return kw;
	return NULL;
}

static struct token *skip_extension(struct token *token)
{
	while (extension_keyword(token))
		token = token->next;
	return token;
}

/* A block item that is a declaration (6.8.2): the lexer hack at work. */
static bool is_declaration_start(struct token *token)
{
	token = skip_extension(token);
	if (is_static_assert(token))
		return true;
	if (keyword_of(token, NS_KEYWORD, KW_STATEMENT))
		return false;
	if (token_type(token) == TOKEN_IDENT && match_op(token->next, ':'))
		return false;
	if (is_attribute_start(token))
		return true;
	return lookup_type(token);
}

/*
 * A jump into a statement expression from outside it: the label's scope
 * must hold the scope of the use (GCC 6.1).  Checked at a use after the
 * definition, and at the definition for the first use before it.
 */
static void check_label_scope(struct symbol *label, struct position use,
			      struct scope *use_scope)
{
	struct statement *def = label->label_stmt;

	if (is_in_scope(def->label_scope, use_scope))
		return;
	sparse_error(use, "label '%s' used outside statement expression",
		     show_ident(label->ident));
	info(def->pos, "   label '%s' defined here", show_ident(label->ident));
}

/* The label named by @token in the current function; made if new. */
struct symbol *label_symbol(struct token *token, bool used)
{
	struct symbol *sym;

	for (sym = token->ident->symbols; sym; sym = sym->next_id)
		if (sym->namespace & NS_LABEL)
			break;
	if (!sym) {
		sym = alloc_symbol(token->pos, SYM_LABEL);
		bind_symbol(sym, token->ident, NS_LABEL);
	}
	if (used)
		sym->used = 1;
	return sym;
}

/*
 * The label of a goto or (@address) &&label at @where: checked for its
 * scope.
 */
struct symbol *jump_label(struct token *token, struct position where,
			  bool address)
{
	struct symbol *sym = label_symbol(token, true);

	if (address)
		note_label_address();

	if (sym->label_stmt) {
		check_label_scope(sym, where, label_scope);
	} else if (!sym->label_use_scope) {
		sym->label_use_pos = where;
		sym->label_use_scope = label_scope;
	}
	return sym;
}

/* '__label__' identifier { ',' identifier } ';': labels of this block */
static struct token *local_labels(struct token *token)
{
	struct scope *outer = label_scope;

	label_scope = block_scope;
	do {
		token = token->next;
		if (token_type(token) != TOKEN_IDENT)
			break;
		bind_symbol(alloc_symbol(token->pos, SYM_LABEL), token->ident,
			    NS_LABEL);
		token = token->next;
	} while (match_op(token, ','));
	label_scope = outer;
	return expect(token, ';', "at end of label declaration");
}

static bool is_local_label_keyword(struct token *token)
{
	struct symbol *kw = keyword_of(token, NS_KEYWORD, KW_STATEMENT);

	return kw && kw->op == &label_decl_op;
}

/* block-item-list: { declaration | statement } up to the '}' */
struct token *compound_statement(struct token *token, struct statement *stmt)
{
	bool seen_statement = false;

	stmt->type = STMT_COMPOUND;
	while (is_local_label_keyword(token))
		token = local_labels(token);
	while (!match_op(token, '}') && !eof_token(token)) {
		struct token *start = token;
		struct statement *s;

		if (is_declaration_start(token)) {
			s = alloc_statement(token->pos, STMT_DECLARATION);
			if (seen_statement && Wdeclaration_after_statement)
				warning(token->pos, "mixing declarations and code");
			token = declaration_list(skip_extension(token),
						 &s->declaration);
		} else {
			token = statement(token, &s);
			seen_statement = true;
		}
		add_ptr_list(&stmt->stmts, s);
		if (token == start)
			token = token->next;	/* no progress: drop it */
	}
	return token;
}

/* compound-statement: '{' block-item-list '}', in a block scope */
static struct token *block_statement(struct token *token,
				     struct statement *stmt)
{
	if (!enter_nesting(token)) {
		leave_nesting();
		return skip_braces(token);
	}
	start_block_scope();
	token = compound_statement(token->next, stmt);
	end_block_scope();
	leave_nesting();
	return expect(token, '}', "at end of compound statement");
}

/* The statement after a label: there must be one (before C23). */
static struct token *labelled_statement(struct token *token,
					struct statement **tree,
					const char *message)
{
	if (match_op(token, '}')) {
		warning(token->pos, "%s", message);
		*tree = alloc_statement(token->pos, STMT_NONE);
		return token;
	}
	if (is_c23() && is_declaration_start(token)) {
		/* C23 6.8.2: a label may precede a declaration */
		struct statement *decl = alloc_statement(token->pos,
							 STMT_DECLARATION);

		*tree = decl;
		return declaration_list(skip_extension(token),
					&decl->declaration);
	}
	return statement(token, tree);
}

/* labeled-statement: identifier ':' {attribute} statement (6.8.1) */
static struct token *label_statement(struct token *token,
				     struct statement *stmt)
{
	struct symbol *label = label_symbol(token, false);
	struct decl_state attrs = { 0 };

	if (label->label_stmt) {
		sparse_error(token->pos, "label '%s' redefined",
			     show_ident(token->ident));
		label = alloc_symbol(token->pos, SYM_LABEL);
	}
	label->pos = token->pos;
	stmt->type = STMT_LABEL;
	stmt->label_identifier = label;
	stmt->label_scope = label_scope;
	label->label_stmt = stmt;
	if (label->label_use_scope)
		check_label_scope(label, label->label_use_pos,
				  label->label_use_scope);
	token = token->next->next;
	while (keyword_of(token, NS_TYPEDEF, KW_ATTRIBUTE) &&
	       keyword_of(token, NS_TYPEDEF, KW_ATTRIBUTE)->op->declarator ==
	       gnu_attribute)
		token = gnu_attribute(token->next, NULL, &attrs);
	if (attrs.f_modifiers & MOD_UNUSED)
		label->used = 1;
	return labelled_statement(token, &stmt->label_statement,
				  "statement expected after label");
}

/*
 * statement: labeled-statement | compound-statement | expression-statement
 *	| selection-statement | iteration-statement | jump-statement
 *	| asm-statement | sparse's __context__ and __range__ statements
 */
static struct token *parse_statement(struct token *token,
				     struct statement *stmt);

struct token *statement(struct token *token, struct statement **tree)
{
	struct statement *stmt = alloc_statement(token->pos, STMT_NONE);

	*tree = stmt;
	if (enter_nesting(token))
		token = parse_statement(token, stmt);
	else
		token = skip_to(token, ';');
	leave_nesting();
	return token;
}

static struct token *parse_statement(struct token *token,
				     struct statement *stmt)
{
	if (is_attribute_start(token)) {
		struct decl_state attrs = { 0 };

		token = attribute_specifier(token, &attrs);
		if (match_op(token, ';'))
			return token->next;
		stmt->pos = token->pos;
	}
	if (token_type(token) == TOKEN_IDENT) {
		struct symbol *kw = keyword_of(token, NS_KEYWORD, KW_STATEMENT);

		if (kw && kw->op->statement)
			return kw->op->statement(token, stmt);
		if (match_op(token->next, ':'))
			return label_statement(token, stmt);
	}
	if (match_op(token, '{'))
		return block_statement(token, stmt);
	if (match_op(token, ';'))
		return token->next;
	stmt->type = STMT_EXPRESSION;
	token = parse_expression(token, &stmt->expression);
	return expect(token, ';', "at end of statement");
}

/* '(' expression ')' of if, switch, while */
static struct token *parens_condition(struct token *token,
				      struct expression **expr,
				      const char *where)
{
	token = expect(token, '(', where);
	token = parse_expression(token, expr);
	if (!*expr)
		sparse_error(token->pos, "an expression is expected before ')'");
	return expect(token, ')', where);
}

/* 'if' '(' expression ')' statement ['else' statement] (6.8.4.1) */
static struct token *if_statement(struct token *token, struct statement *stmt)
{
	stmt->type = STMT_IF;
	token = parens_condition(token->next, &stmt->if_conditional, "after if");
	token = statement(token, &stmt->if_true);
	if (match_ident(token, else_ident))
		token = statement(token->next, &stmt->if_false);
	return token;
}

/* The NS_ITERATOR symbol standing for @ident's target in this scope. */
static struct symbol *bind_target(struct position pos, struct ident *ident)
{
	struct symbol *sym = alloc_symbol(pos, SYM_NODE);

	bind_symbol(sym, ident, NS_ITERATOR);
	return sym;
}

/* 'switch' '(' expression ')' statement (6.8.4.2) */
static struct token *switch_statement(struct token *token,
				      struct statement *stmt)
{
	stmt->type = STMT_SWITCH;
	token = parens_condition(token->next, &stmt->switch_expression,
				 "after 'switch'");
	start_block_scope();
	stmt->switch_break = bind_target(stmt->pos, break_ident);
	stmt->switch_case = bind_target(stmt->pos, switch_ident);
	token = statement(token, &stmt->switch_statement);
	end_block_scope();
	if (!stmt->switch_case->symbol_list)
		warning(stmt->pos, "switch with no cases");
	return token;
}

/* The case list of the enclosing switch, for a case or default label. */
static struct token *case_label(struct token *token, struct statement *stmt)
{
	struct symbol *target = lookup_symbol(switch_ident, NS_ITERATOR);
	struct symbol *label = alloc_symbol(stmt->pos, SYM_LABEL);

	stmt->type = STMT_CASE;
	stmt->case_label = label;
	label->label_stmt = stmt;
	if (!target)
		sparse_error(stmt->pos, "not in switch scope");
	else
		add_ptr_list(&target->symbol_list, label);
	token = expect(token, ':', "after default/case");
	return labelled_statement(token, &stmt->case_statement,
				  "statement expected after case label");
}

/* 'case' constant-expression ['...' constant-expression] ':' statement */
static struct token *case_statement(struct token *token, struct statement *stmt)
{
	token = constant_expression(token->next, &stmt->case_expression);
	if (match_op(token, SPECIAL_ELLIPSIS))
		token = constant_expression(token->next, &stmt->case_to);
	return case_label(token, stmt);
}

/* 'default' ':' statement */
static struct token *default_statement(struct token *token,
				       struct statement *stmt)
{
	return case_label(token->next, stmt);
}

/* break and continue targets of a loop, in its block scope */
static void start_iterator(struct statement *stmt)
{
	start_block_scope();
	stmt->type = STMT_ITERATOR;
	stmt->iterator_break = bind_target(stmt->pos, break_ident);
	stmt->iterator_continue = bind_target(stmt->pos, continue_ident);
}

/* 'while' '(' expression ')' statement (6.8.5.1) */
static struct token *while_statement(struct token *token,
				     struct statement *stmt)
{
	start_iterator(stmt);
	token = parens_condition(token->next, &stmt->iterator_pre_condition,
				 "after 'while'");
	token = statement(token, &stmt->iterator_statement);
	end_block_scope();
	return token;
}

static bool is_while(struct token *token)
{
	return match_ident(token, while_ident);
}

/* 'do' statement 'while' '(' expression ')' ';' (6.8.5.2) */
static struct token *do_statement(struct token *token, struct statement *stmt)
{
	struct statement *body;

	start_iterator(stmt);
	token = statement(token->next, &body);
	stmt->iterator_statement = body;
	if (body && body->type != STMT_COMPOUND && Wdo_while)
		warning(body->pos, "do-while statement is not a compound statement");
	end_block_scope();
	if (is_while(token))
		token = token->next;
	else
		sparse_error(token->pos, "expected 'while' after 'do'");
	token = parens_condition(token, &stmt->iterator_post_condition,
				 "after 'do-while'");
	return expect(token, ';', "after statement");
}

/* The declarations of a for's first clause must be of automatic storage. */
static void check_for_declarations(struct symbol_list *list)
{
	struct symbol *sym;

	FOR_EACH_PTR(list, sym) {
		if (sym->ctype.modifiers & (MOD_STATIC | MOD_EXTERN))
			sparse_error(sym->pos, "non-local var '%s' in for-loop initializer",
				     show_ident(sym->ident));
	} END_FOR_EACH_PTR(sym);
}

/*
 * 'for' '(' (declaration | [expression] ';') [expression] ';'
 *	[expression] ')' statement  (6.8.5.3)
 */
static struct token *for_statement(struct token *token, struct statement *stmt)
{
	struct expression *init = NULL;

	start_iterator(stmt);
	token = expect(token->next, '(', "after 'for'");
	if (is_declaration_start(token)) {
		token = declaration_list(skip_extension(token),
					 &stmt->iterator_syms);
		check_for_declarations(stmt->iterator_syms);
	} else {
		token = parse_expression(token, &init);
		token = expect(token, ';', "in 'for'");
	}
	if (init) {
		struct statement *pre = alloc_statement(init->pos,
							STMT_EXPRESSION);

		pre->expression = init;
		stmt->iterator_pre_statement = pre;
	}
	token = parse_expression(token, &stmt->iterator_pre_condition);
	token = expect(token, ';', "in 'for'");
	if (!match_op(token, ')')) {
		struct statement *post = alloc_statement(token->pos,
							 STMT_EXPRESSION);

		token = parse_expression(token, &post->expression);
		/* at its expression, as sparse: a comma's is the comma */
		if (post->expression)
			post->pos = post->expression->pos;
		stmt->iterator_post_statement = post;
	}
	token = expect(token, ')', "in 'for'");
	token = statement(token, &stmt->iterator_statement);
	end_block_scope();
	return token;
}

/* 'break' ';' and 'continue' ';': a goto to the loop's target */
static struct token *jump_statement(struct token *token, struct statement *stmt)
{
	struct symbol *target = lookup_symbol(token->ident, NS_ITERATOR);

	stmt->type = STMT_GOTO;
	stmt->goto_label = target;
	if (!target)
		sparse_error(stmt->pos, "break/continue not in iterator scope");
	return expect(token->next, ';', "at end of statement");
}

/* 'goto' identifier ';' | 'goto' '*' expression ';' (GNU) */
static struct token *goto_statement(struct token *token, struct statement *stmt)
{
	stmt->type = STMT_GOTO;
	token = token->next;
	if (match_op(token, '*')) {
		token = parse_expression(token->next, &stmt->goto_expression);
		note_computed_goto();
	} else if (token_type(token) == TOKEN_IDENT) {
		stmt->goto_label = jump_label(token, stmt->pos, false);
		token = token->next;
	} else {
		sparse_error(token->pos, "Expected identifier or goto expression");
	}
	return expect(token, ';', "at end of statement");
}

/* 'return' [expression] ';' (6.8.6.4) */
static struct token *return_statement(struct token *token,
				      struct statement *stmt)
{
	stmt->type = STMT_RETURN;
	stmt->ret_target = lookup_symbol(return_ident, NS_ITERATOR);
	if (!stmt->ret_target)
		sparse_error(stmt->pos, "internal error: return without a function target");
	token = parse_expression(token->next, &stmt->ret_value);
	return expect(token, ';', "at end of statement");
}

/* An expression after @after that must be there: sparse says so as expect() */
static struct token *required_expression(struct token *token,
					 struct expression **tree,
					 const char *after)
{
	token = assignment_expression(token, tree);
	if (!*tree) {
		sparse_error(token->pos, "expression expected after '%s'", after);
		sparse_error(token->pos, "got %s", show_token(token));
	}
	return token;
}

/* '__context__' '(' [expression ','] expression ')' ';' (sparse) */
static struct token *context_statement(struct token *token,
				       struct statement *stmt)
{
	struct expression *first = NULL;

	stmt->type = STMT_CONTEXT;
	token = expect(token->next, '(', "after __context__ statement");
	token = required_expression(token, &first, "(");
	if (match_op(token, ',')) {
		stmt->context = first;
		token = required_expression(token->next, &stmt->expression,
					    ",");
	} else {
		stmt->expression = first;
	}
	token = expect(token, ')', "at end of __context__ statement");
	return expect(token, ';', "at end of statement");
}

/* '__range__' '(' expression ',' expression ',' expression ')' ';' */
static struct token *range_statement(struct token *token,
				     struct statement *stmt)
{
	stmt->type = STMT_RANGE;
	token = expect(token->next, '(', "after __range__ statement");
	token = assignment_expression(token, &stmt->range_expression);
	token = expect(token, ',', "after range expression");
	token = assignment_expression(token, &stmt->range_low);
	token = expect(token, ',', "after low range");
	token = assignment_expression(token, &stmt->range_high);
	token = expect(token, ')', "after range statement");
	return expect(token, ';', "after range statement");
}

/* A _Static_assert where a statement may be: no code. */
static struct token *static_assert_statement(struct token *token,
					     struct statement *stmt)
{
	return static_assert_declaration(token, NULL);
}

// asm statements (GNU)

/* A '::' where asm means ': :' (C23's token in C's grammar): split it. */
static bool match_asm_colon(struct token *token)
{
	if (match_op(token, SPECIAL_COLONCOLON)) {
		struct token *second = alloc_token(&token->pos);

		second->pos.type = TOKEN_SPECIAL;
		second->pos.pos++;
		second->special = ':';
		second->next = token->next;
		token->special = ':';
		token->next = second;
	}
	return match_op(token, ':');
}

/* asm-operand: ['[' identifier ']'] string-literal '(' expression ')' */
static struct token *asm_operand(struct token *token, struct expression **tree)
{
	struct expression *expr = alloc_expression(token->pos, EXPR_ASM_OPERAND);

	*tree = expr;
	/* as sparse: a '[' that starts no [name] starts no constraint */
	if (match_op(token, '[') && token_type(token->next) == TOKEN_IDENT &&
	    match_op(token->next->next, ']')) {
		expr->name = token->next->ident;
		token = token->next->next->next;
	}
	token = string_expression(token, &expr->constraint, "asm constraint");
	token = expect(token, '(', "in asm parameter");
	token = parse_expression(token, &expr->expr);
	if (!expr->expr)
		sparse_error(token->pos, "an expression is expected before ')'");
	return expect(token, ')', "in asm parameter");
}

/* asm-operands: [asm-operand { ',' asm-operand }] up to ':' or ')' */
static struct token *asm_operands(struct token *token,
				  struct expression_list **list)
{
	while (!match_asm_colon(token) && !match_op(token, ')') &&
	       !eof_token(token)) {
		struct expression *expr;

		token = asm_operand(token, &expr);
		add_ptr_list(list, expr);
		if (!match_op(token, ','))
			break;
		token = token->next;
	}
	return token;
}

/* asm-clobbers: [string-literal { ',' string-literal }] */
static struct token *asm_clobbers(struct token *token,
				  struct expression_list **list)
{
	while (!match_asm_colon(token) && !match_op(token, ')') &&
	       !eof_token(token)) {
		struct expression *expr = NULL;

		token = string_expression(token, &expr, "asm clobber");
		if (!expr)
			break;
		add_ptr_list(list, expr);
		if (!match_op(token, ','))
			break;
		token = token->next;
	}
	return token;
}

/* asm-goto-labels: [identifier { ',' identifier }] */
static struct token *asm_labels(struct token *token, struct symbol_list **list)
{
	while (token_type(token) == TOKEN_IDENT) {
		add_ptr_list(list, label_symbol(token, true));
		token = token->next;
		if (!match_op(token, ','))
			break;
		token = token->next;
	}
	return token;
}

/* asm-qualifiers: { 'volatile' | 'inline' | 'goto' } */
static struct token *asm_qualifiers(struct token *token, struct statement *stmt)
{
	for (;;) {
		struct symbol *kw = keyword_of(token, NS_TYPEDEF | NS_KEYWORD,
					       KW_ASM);
		unsigned long mod;

		if (!kw)
			return token;
		mod = kw->keyword_mod;
		if (kw->op->declarator == inline_specifier)
			mod = MOD_INLINE;
		else if (!mod)
			mod = MOD_ASM;		/* goto */
		if (stmt->asm_modifiers & mod)
			warning(token->pos, "duplicated asm modifier");
		stmt->asm_modifiers |= mod;
		token = token->next;
	}
}

/*
 * asm-statement: 'asm' asm-qualifiers '(' string-literal [':' outputs
 *	[':' inputs [':' clobbers [':' labels]]]] ')' ';'
 */
static struct token *asm_statement(struct token *token, struct statement *stmt)
{
	stmt->type = STMT_ASM;
	token = asm_qualifiers(token->next, stmt);
	token = expect(token, '(', "after asm");
	token = string_expression(token, &stmt->asm_string,
				  "inline asm");
	if (match_asm_colon(token))
		token = asm_operands(token->next, &stmt->asm_outputs);
	if (match_asm_colon(token))
		token = asm_operands(token->next, &stmt->asm_inputs);
	if (match_asm_colon(token))
		token = asm_clobbers(token->next, &stmt->asm_clobbers);
	if (match_asm_colon(token))
		token = asm_labels(token->next, &stmt->asm_labels);
	token = expect(token, ')', "after asm");
	return expect(token, ';', "at end of asm-statement");
}

/* A file-scope asm: an anonymous function symbol whose body it is. */
static struct token *toplevel_asm(struct token *token, struct symbol_list **list)
{
	struct symbol *anon = alloc_symbol(token->pos, SYM_NODE);
	struct symbol *fn = alloc_symbol(token->pos, SYM_FN);
	struct statement *stmt = alloc_statement(token->pos, STMT_ASM);

	fn->stmt = stmt;
	fn->ctype.base_type = &void_ctype;
	anon->ctype.base_type = fn;
	token = asm_statement(token, stmt);
	if (list)
		add_ptr_list(list, anon);
	return token;
}

// The statement keywords (parse.c binds them)

const struct symbol_op if_op = {
	.type = KW_STATEMENT, .statement = if_statement,
};
const struct symbol_op else_op = {
	.type = KW_STATEMENT,
};
const struct symbol_op switch_op = {
	.type = KW_STATEMENT, .statement = switch_statement,
};
const struct symbol_op case_op = {
	.type = KW_STATEMENT, .statement = case_statement,
};
const struct symbol_op default_op = {
	.type = KW_STATEMENT, .statement = default_statement,
};
const struct symbol_op while_op = {
	.type = KW_STATEMENT, .statement = while_statement,
};
const struct symbol_op do_op = {
	.type = KW_STATEMENT, .statement = do_statement,
};
const struct symbol_op for_op = {
	.type = KW_STATEMENT, .statement = for_statement,
};
const struct symbol_op jump_op = {
	.type = KW_STATEMENT, .statement = jump_statement,
};
const struct symbol_op goto_op = {
	.type = KW_STATEMENT | KW_ASM, .statement = goto_statement,
};
const struct symbol_op return_op = {
	.type = KW_STATEMENT, .statement = return_statement,
};
const struct symbol_op asm_op = {
	.type = KW_STATEMENT, .statement = asm_statement,
	.toplevel = toplevel_asm,
};
const struct symbol_op context_op = {
	.type = KW_STATEMENT, .statement = context_statement,
};
const struct symbol_op range_op = {
	.type = KW_STATEMENT, .statement = range_statement,
};
const struct symbol_op static_assert_op = {
	.type = KW_STATEMENT, .statement = static_assert_statement,
	.toplevel = static_assert_declaration,
};
const struct symbol_op label_decl_op = {
	.type = KW_STATEMENT,
};
