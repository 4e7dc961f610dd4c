/* SPDX-License-Identifier: MIT */
/*
 * parse-internal.h — what parse.c and parse-statement.c share and no user
 * of the library needs (not installed; parse.h is the parser's API).
 */
#ifndef PARSE_INTERNAL_H
#define PARSE_INTERNAL_H

#include "parse.h"

// parse.c
/* -std=c23 or -std=gnu23 */
bool is_c23(void);
/* Past the next @op (or at the end of input). */
struct token *skip_to(struct token *token, int op);
/* Past the braces that the '{' at @token opens (nested too deep). */
struct token *skip_braces(struct token *token);
/* _Static_assert or C23 static_assert at @token. */
bool is_static_assert(struct token *token);
/* At the keyword; what it declares (nothing) would go onto *@list. */
struct token *static_assert_declaration(struct token *token,
					struct symbol_list **list);
/* A declaration in a block (or a for's first clause) onto *@list. */
struct token *declaration_list(struct token *token,
			       struct symbol_list **list);
/* The hook of 'inline': asm-qualifiers know the keyword by it. */
struct token *inline_specifier(struct token *next, struct symbol *kw,
			       struct decl_state *ctx);
/* The function being defined has a goto *expr, takes a &&label: without
 * the latter the former is warned about at its end. */
void note_computed_goto(void);
void note_label_address(void);

// parse-statement.c
/* The statement keywords' hooks, for parse.c's keyword table. */
extern const struct symbol_op if_op, else_op, switch_op, case_op,
	default_op, while_op, do_op, for_op, jump_op, goto_op, return_op,
	asm_op, context_op, range_op, static_assert_op, label_decl_op;

#endif
