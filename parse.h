/* SPDX-License-Identifier: MIT */
/*
 * parse.h — statements, and the parser's entry points.
 *
 * parse.c parses declarations (6.7) and function definitions (6.9) into
 * symbols, parse-statement.c statements (6.8) into struct statement
 * trees; expression.c does the expressions.  The parser fills every field
 * below; evaluate.c later fills the types of the expressions they hold.
 */
#ifndef PARSE_H
#define PARSE_H

#include "expression.h"
#include "symbol.h"

#ifdef __cplusplus
#define namespace namespace_	/* as in symbol.h */
extern "C" {
#endif

enum statement_type {
	STMT_NONE,
	STMT_DECLARATION,	/* declaration */
	STMT_EXPRESSION,	/* expression ; */
	STMT_COMPOUND,		/* { stmts } */
	STMT_IF,
	STMT_RETURN,
	STMT_CASE,		/* case a [... b]: or default: */
	STMT_SWITCH,
	STMT_ITERATOR,		/* for, while and do-while */
	STMT_LABEL,
	STMT_GOTO,		/* goto label; goto *expr; break; continue */
	STMT_ASM,
	STMT_CONTEXT,		/* __context__(expr, n) */
	STMT_RANGE,		/* __range__(expr, low, high) */
};

struct statement {
	enum statement_type type;
	struct position pos;
	union {
		/* STMT_DECLARATION */
		struct {
			struct symbol_list *declaration;
		};
		/* STMT_EXPRESSION; STMT_CONTEXT: context (or NULL), then
		 * expression, the change of the count */
		struct {
			struct expression *expression;
			struct expression *context;
		};
		/* STMT_RETURN */
		struct {
			struct expression *ret_value;
			struct symbol *ret_target;
		};
		/* STMT_IF */
		struct {
			struct expression *if_conditional;
			struct statement *if_true;
			struct statement *if_false;
		};
		/* STMT_COMPOUND */
		struct {
			struct statement_list *stmts;
			struct symbol *ret;		/* function: return */
			struct symbol *inline_fn;	/* inline.c */
			struct statement *args;		/* inline.c */
		};
		/* STMT_LABEL */
		struct {
			struct symbol *label_identifier;
			struct scope *label_scope;
			struct statement *label_statement;
		};
		/* STMT_CASE: case_expression NULL for default */
		struct {
			struct expression *case_expression;
			struct expression *case_to;
			struct statement *case_statement;
			struct symbol *case_label;
		};
		/* STMT_SWITCH */
		struct {
			struct expression *switch_expression;
			struct statement *switch_statement;
			struct symbol *switch_break, *switch_case;
		};
		/* STMT_ITERATOR: for (pre; pre_condition; post) statement,
		 * while: pre_condition only, do-while: post_condition only */
		struct {
			struct symbol *iterator_break;
			struct symbol *iterator_continue;
			struct symbol_list *iterator_syms;
			struct statement *iterator_pre_statement;
			struct expression *iterator_pre_condition;
			struct statement *iterator_statement;
			struct statement *iterator_post_statement;
			struct expression *iterator_post_condition;
		};
		/* STMT_GOTO: goto_label (break/continue: the iterator's),
		 * or goto *goto_expression */
		struct {
			struct symbol *goto_label;
			struct expression *goto_expression;
			struct symbol_list *target_list;
		};
		/* STMT_ASM */
		struct {
			struct expression *asm_string;
			struct expression_list *asm_outputs;
			struct expression_list *asm_inputs;
			struct expression_list *asm_clobbers;
			struct symbol_list *asm_labels;
			unsigned long asm_modifiers;	/* MOD_VOLATILE ... */
		};
		/* STMT_RANGE */
		struct {
			struct expression *range_expression;
			struct expression *range_low;
			struct expression *range_high;
		};
	};
};

DECLARE_ALLOCATOR(statement);
extern struct allocator statement_allocator;
struct statement *__alloc_statement(size_t extra);
void __free_statement(struct statement *entry);
void clear_statement_alloc(void);
void protect_statement_alloc(void);
void show_statement_alloc(void);

// parse.c
/* Identifiers the parser looks for, interned by init_parser(). */
extern struct ident *default_ident, *case_ident, *break_ident,
	*continue_ident, *return_ident, *switch_ident, *func_ident,
	*function_ident, *pretty_function_ident, *gnu_ident, *else_ident,
	*while_ident;

struct statement *alloc_statement(struct position pos, int type);

/*
 * __func__ (6.4.2.2), __FUNCTION__, __PRETTY_FUNCTION__ at @token, where
 * no declaration of the name is visible: inside a function body, a
 * static const char [] holding the function's name, made now and bound
 * in the function's scope (only the bodies that use it pay for it), as
 * sparse does; NULL for other names and outside a function.
 */
struct symbol *function_name_symbol(struct token *token);

/*
 * external-declaration: function-definition | declaration (6.9)
 * Parses one at @token; what it declares at file scope goes onto *@list.
 * Returns the token after it.
 */
struct token *external_declaration(struct token *token,
				   struct symbol_list **list);
/*
 * Every external declaration of @token's list, up to its TOKEN_EOF: the
 * file-scope symbols, in order.  The caller opens the file's scope first
 * (new_file_scope()) and closes it when done with the symbols.
 */
struct symbol_list *parse_tokens(struct token *token);

struct token *initializer(struct expression **tree, struct token *token);
/* Bind the keywords and attributes: init_symbols() calls it once. */
void init_parser(int stream);

/*
 * Around each recursive construct: false (after one error) when nested too
 * deep; leave_nesting() is called either way.
 */
bool enter_nesting(struct token *token);
void leave_nesting(void);

/* The token is @op, or complain "Expected @op @where / got ...". */
struct token *expect(struct token *token, int op, const char *where);

// parse-statement.c
struct token *compound_statement(struct token *token, struct statement *stmt);
struct token *statement(struct token *token, struct statement **tree);

/* The label @token names in this function; @used: a goto or &&label. */
struct symbol *label_symbol(struct token *token, bool used);
/* The same for a goto or (@address) &&label at @where, checked for jumps
 * into ({ }). */
struct symbol *jump_label(struct token *token, struct position where,
			  bool address);

// parse.c: shared with attribute.c
/* The keyword of @token in @ns whose kind is one of @kinds, or NULL. */
struct symbol *keyword_of(struct token *token, enum namespace ns,
			  unsigned int kinds);
/* Past a balanced '(' ... ')' at @token, without recursion. */
struct token *skip_parens(struct token *token);

// attribute.c
/* { attribute-specifier | asm-label }: wherever GCC takes them */
struct token *handle_attributes(struct token *token, struct decl_state *ctx);
/* '__attribute__' '(' '(' attribute-list ')' ')', at the first '(' */
struct token *gnu_attribute(struct token *token, struct symbol *kw,
			    struct decl_state *ctx);
/* '[' '[' attribute-list ']' ']' (C23), at the first '[' */
bool is_attribute_start(struct token *token);
struct token *attribute_specifier(struct token *token, struct decl_state *ctx);
/* asm-label: 'asm' '(' string-literal ')', after the keyword */
struct token *asm_label(struct token *token, struct symbol *kw,
			struct decl_state *ctx);
/* The integer type mode(X) makes of @type. */
struct symbol *apply_mode(struct position pos, struct symbol *mode,
			  struct symbol *type);
/* Bind every attribute name, as name and as __name__. */
void init_attributes(void);

// show-parse.c
void show_statement_ast(struct statement *stmt);
/* Pseudo-assembly of @stmt; returns the pseudo of its value, or 0. */
int show_statement(struct statement *stmt);

#ifdef __cplusplus
}
#undef namespace
#endif

#endif
