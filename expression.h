/* SPDX-License-Identifier: MIT */
/*
 * expression.h — expression trees.
 *
 * expression.c parses C's expressions (6.5) into struct expression, one
 * node per operator or operand.  The parser fills type, op, pos and the
 * union group of the kind; evaluate.c later fills ctype and flags and may
 * rewrite a node in place (EXPR_IMPLIED_CAST, EXPR_SELECT, EXPR_SLICE,
 * EXPR_PTRSIZEOF are made there, never by the parser).
 */
#ifndef EXPRESSION_H
#define EXPRESSION_H

#include "lib.h"
#include "symbol.h"

#ifdef __cplusplus
extern "C" {
#endif

enum expression_type {
	EXPR_VALUE = 1,		/* integer constant: value */
	EXPR_STRING,		/* string literal(s): string */
	EXPR_SYMBOL,		/* a name: symbol, symbol_name */
	EXPR_TYPE,		/* a type name used as a value: symbol */
	EXPR_BINOP,		/* left op right: + - * / % << >> & | ^ */
	EXPR_ASSIGNMENT,	/* left op right: = += ... */
	EXPR_LOGICAL,		/* left op right: && || */
	EXPR_DEREF,		/* deref.member: -> is * then . */
	EXPR_PREOP,		/* op unop: * & - + ! ~ ++ -- ( */
	EXPR_POSTOP,		/* unop op: ++ -- */
	EXPR_CAST,		/* (cast_type) cast_expression */
	EXPR_FORCE_CAST,	/* (__force type) expression */
	EXPR_IMPLIED_CAST,	/* evaluate.c: a conversion */
	EXPR_SIZEOF,		/* sizeof: cast_type or cast_expression */
	EXPR_ALIGNOF,		/* _Alignof: as sizeof */
	EXPR_PTRSIZEOF,		/* evaluate.c: size of the pointed-to */
	EXPR_CONDITIONAL,	/* conditional ? cond_true : cond_false */
	EXPR_SELECT,		/* expand.c: a conditional without jumps */
	EXPR_STATEMENT,		/* ({ statement }) */
	EXPR_CALL,		/* fn(args) */
	EXPR_COMMA,		/* left, right */
	EXPR_COMPARE,		/* left op right: < > <= >= == != */
	EXPR_LABEL,		/* &&label: label_symbol */
	EXPR_INITIALIZER,	/* { expr_list } */
	EXPR_IDENTIFIER,	/* .member = ident_expression */
	EXPR_INDEX,		/* [from ... to] = idx_expression */
	EXPR_POS,		/* evaluate.c: an initializer at an offset */
	EXPR_FVALUE,		/* floating constant: fvalue */
	EXPR_SLICE,		/* evaluate.c: a bit range of a value */
	EXPR_OFFSETOF,		/* __builtin_offsetof's path: in, down */
	EXPR_GENERIC,		/* _Generic(control, map, def) */
	EXPR_ASM_OPERAND,	/* [name] "constraint" (expr) */
};

/* One association of _Generic: a type and its expression. */
struct type_expression {
	struct symbol *type;
	struct expression *expr;
	struct type_expression *next;
};

/*
 * What kind of constant an expression is (6.6), in expr->flags: set by
 * evaluate.c on every node, read by expand.c and initializer.c.
 */
enum constexpr_flag {
	CEF_NONE = 0,
	CEF_INT = 1 << 0,	/* an integer constant (literal) */
	CEF_FLOAT = 1 << 1,	/* a floating constant (literal) */
	CEF_ENUM = 1 << 2,	/* an enumeration constant */
	CEF_CHAR = 1 << 3,	/* a character constant */
	CEF_ICE = 1 << 4,	/* an integer constant expression */
	CEF_ACE = 1 << 5,	/* an arithmetic constant expression */
	CEF_ADDR = 1 << 6,	/* an address constant */
};
/* The kinds a literal or its operation keeps: any integer constant. */
#define CEF_SET_ICE	(CEF_ICE | CEF_ACE)
#define CEF_CONST_MASK	(CEF_INT | CEF_FLOAT | CEF_CHAR)

struct expression {
	enum expression_type type:8;
	unsigned int flags:8;		/* evaluate.c: constant-ness */
	unsigned int zero_init:1;	/* evaluate.c: = { 0 } kind */
	unsigned int literal_zero:1;	/* parse.c: written { 0 } */
	unsigned int fold_warned:1;	/* expand.c: its division by zero said */
	/* a case label shared by inline copies: each error said once */
	unsigned int case_type_said:1;	/* evaluate.c: "incompatible types" */
	unsigned int case_value_said:1;	/* expand.c: "Expected constant" */
	int op;				/* the operator: a token special */
	struct position pos;		/* of the operator or operand */
	struct symbol *ctype;		/* evaluate.c: its type */
	union {
		/* EXPR_VALUE */
		struct {
			unsigned long long value;
			unsigned int taint;
		};
		/* EXPR_FVALUE; 8-byte aligned (x87 loads need no more), so
		 * that it does not make every expression 16-byte aligned */
		long double fvalue __attribute__((packed, aligned(8)));
		/* EXPR_STRING: the literals' decoded bytes (char.c) */
		struct {
			int wide;		/* 0; 1..4: L, u, U, u8 */
			struct string *string;
		};
		/* EXPR_PREOP, EXPR_POSTOP */
		struct {
			struct expression *unop;
			unsigned long op_value;
		};
		/* EXPR_SYMBOL, EXPR_TYPE */
		struct {
			struct symbol *symbol;		/* NULL: undeclared */
			struct ident *symbol_name;
		};
		/* EXPR_STATEMENT */
		struct statement *statement;
		/* EXPR_BINOP, EXPR_COMMA, EXPR_COMPARE, EXPR_LOGICAL,
		 * EXPR_ASSIGNMENT */
		struct {
			struct expression *left, *right;
		};
		/* EXPR_DEREF */
		struct {
			struct expression *deref;
			struct ident *member;
		};
		/* EXPR_SLICE */
		struct {
			struct expression *base;
			unsigned int r_bitpos, r_nrbits;
		};
		/* EXPR_CAST, EXPR_FORCE_CAST, EXPR_IMPLIED_CAST, EXPR_SIZEOF,
		 * EXPR_ALIGNOF, EXPR_PTRSIZEOF */
		struct {
			struct symbol *cast_type;
			struct expression *cast_expression;
		};
		/* EXPR_CONDITIONAL, EXPR_SELECT: cond_true NULL for a ?: b */
		struct {
			struct expression *conditional, *cond_true, *cond_false;
		};
		/* EXPR_CALL */
		struct {
			struct expression *fn;
			struct expression_list *args;
		};
		/* EXPR_LABEL */
		struct {
			struct symbol *label_symbol;
		};
		/* EXPR_INITIALIZER */
		struct expression_list *expr_list;
		/* EXPR_IDENTIFIER: .expr_ident (or old expr_ident:) */
		struct {
			struct ident *expr_ident;
			struct expression *ident_expression;
		};
		/* EXPR_INDEX: [idx_from_expr ... idx_to_expr] */
		struct {
			unsigned int idx_from, idx_to;	/* expand.c */
			struct expression *idx_expression;
			struct expression *idx_from_expr, *idx_to_expr;
		};
		/* EXPR_POS */
		struct {
			unsigned int init_offset, init_nr;
			struct expression *init_expr;
		};
		/* EXPR_OFFSETOF: in the type in, down a .ident or [index] */
		struct {
			struct symbol *in;
			struct expression *down;
			union {
				struct ident *ident;
				struct expression *index;
			};
		};
		/* EXPR_GENERIC */
		struct {
			struct expression *control;
			struct expression *def;
			struct type_expression *map;
		};
		/* EXPR_ASM_OPERAND */
		struct {
			struct ident *name;
			struct expression *constraint;
			struct expression *expr;
		};
	};
};

DECLARE_ALLOCATOR(expression);
extern struct allocator expression_allocator;
struct expression *__alloc_expression(size_t extra);
void __free_expression(struct expression *entry);
void clear_expression_alloc(void);
void protect_expression_alloc(void);
void show_expression_alloc(void);

DECLARE_ALLOCATOR(type_expression);
extern struct allocator type_expression_allocator;
struct type_expression *__alloc_type_expression(size_t extra);
void __free_type_expression(struct type_expression *entry);
void clear_type_expression_alloc(void);
void protect_type_expression_alloc(void);
void show_type_expression_alloc(void);

// expression.c
struct expression *alloc_expression(struct position pos, int type);
struct expression *alloc_const_expression(struct position pos, int value);

/* expression: assignment-expression { ',' assignment-expression } */
struct token *parse_expression(struct token *token, struct expression **tree);
struct token *assignment_expression(struct token *token,
				    struct expression **tree);
struct token *conditional_expression(struct token *token,
				     struct expression **tree);
struct token *primary_expression(struct token *token,
				 struct expression **tree);
struct token *cast_expression(struct token *token, struct expression **tree);
struct token *unary_expression(struct token *token, struct expression **tree);
/* A constant expression: a conditional-expression, folded later. */
struct token *constant_expression(struct token *token,
				  struct expression **tree);
/* "string" "literals", concatenated: for asm and _Static_assert. */
struct token *string_expression(struct token *token, struct expression **expr,
				const char *where);
/* The value of an integer constant token into @expr (EXPR_VALUE). */
void get_number_value(struct expression *expr, struct token *token);

/* The parser's hooks into the declaration grammar (parse.c). */
#ifndef __cplusplus	/* a keyword there */
struct token *typename(struct token *token, struct symbol **p, int *forced);
#endif
int lookup_type(struct token *token);

/* Hooks of the expression keywords (parse.c's keyword table). */
struct token *sizeof_expression(struct token *token, struct expression **tree);
struct token *ptrsizeof_expression(struct token *token,
				   struct expression **tree);
struct token *alignof_expression(struct token *token,
				 struct expression **tree);
struct token *extension_expression(struct token *token,
				   struct expression **tree);
struct token *types_compatible_expression(struct token *token,
					  struct expression **tree);
struct token *choose_expression(struct token *token, struct expression **tree);
struct token *va_arg_expression(struct token *token, struct expression **tree);
struct token *offsetof_expression(struct token *token,
				  struct expression **tree);
struct token *generic_expression(struct token *token,
				 struct expression **tree);

// evaluate.c
/* Type @expr (its ctype and flags), rewriting it in place; NULL: error. */
struct symbol *evaluate_expression(struct expression *expr);
struct symbol *evaluate_statement(struct statement *stmt);
/* Check and convert a call's arguments against the prototype's types. */
int evaluate_arguments(struct symbol_list *argtypes,
		       struct expression_list *args);
/* An array or function operand decays to a pointer: its new type. */
struct symbol *degenerate(struct expression *expr);
/*
 * Whether *@rp can be assigned to an object of type @target: warns
 * "incorrect type in @where (...)" with expected/got lines when not, and
 * replaces *@rp by an implied cast.  @expr: the whole expression, for
 * the position.  Returns 0 when the types cannot be reconciled.
 */
int compatible_assignment_types(struct expression *expr,
				struct symbol *target,
				struct expression **rp, const char *where);
/* @old converted to @type: an EXPR_IMPLIED_CAST, or @old if the same. */
struct expression *cast_to(struct expression *old, struct symbol *type);
/* A null pointer constant: 0 as integer (warns), 1 as (void *)0, 0 not */
int is_null_pointer_constant(struct expression *expr);

// expand.c
/* Costs expand_expression() returns past which a value is not free */
#define UNSAFE		100	/* not known to be free of side effects */
#define SIDE_EFFECTS	10000	/* a call, a store, ++ */
/* Fold @expr in place; returns its cost (0: a constant). */
int expand_expression(struct expression *expr);
/*
 * An integer constant expression's value: evaluated and folded if not
 * yet; "bad constant expression" (and 0) when it is not one.
 */
long long get_expression_value(struct expression *expr);
/* The same without the diagnostic; 0 when not constant. */
long long get_expression_value_silent(struct expression *expr);
/* The value; the (signed) value of @expr must be known, else 0. */
long long const_expression_value(struct expression *expr);
/* The literal 0, after folding. */
int is_zero_constant(struct expression *expr);
/* 1 true, 0 false, -1 unknown at compile time. */
int expr_truth_value(struct expression *expr);

// char.c
/* A character constant's value (escapes decoded, first character only). */
unsigned long long get_char_constant(struct token *token);
/* Adjacent string literals, each decoded, then joined into expr->string. */
struct token *get_string_constant(struct token *token,
				  struct expression *expr);

// show-parse.c
/* The expression tree, one line, as C with parentheses: debugging. */
void show_expression_ast(struct expression *expr);
/* Pseudo-assembly that computes @expr; returns its pseudo's number. */
int show_expression(struct expression *expr);
const char *show_expression_string(struct expression *expr);
/* A string literal's bytes quoted, no prefix: "\"a\\n\"". */
const char *show_string_literal(struct expression *expr);

#ifdef __cplusplus
}
#endif

#endif
