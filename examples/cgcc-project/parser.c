// SPDX-License-Identifier: MIT
/* parser.c — tokens to a tree, by recursive descent. */
#include <string.h>
#include "calc.h"

static struct node *parse_sum(struct lexer *lx);

static int is_op(const struct lexer *lx, char op)
{
	return lx->tok.kind == TOKEN_OP && lx->tok.op == op;
}

static void expect(struct lexer *lx, char op)
{
	if (!is_op(lx, op))
		fail("expected", op == ')' ? ")" : "something else");
	lex_next(lx);
}

/* name-use: NAME | NAME '(' sum ')' */
static struct node *parse_name(struct lexer *lx)
{
	char name[NAME_MAX_LEN];
	struct node *arg;

	memcpy(name, lx->tok.name, sizeof(name));
	lex_next(lx);
	if (!is_op(lx, '('))
		return new_named(NODE_VAR, name, NULL);
	lex_next(lx);
	arg = parse_sum(lx);
	expect(lx, ')');
	return new_named(NODE_CALL, name, arg);
}

/* primary: NUMBER | name-use | '(' sum ')' | '-' primary */
static struct node *parse_primary(struct lexer *lx)
{
	struct node *n;

	if (lx->tok.kind == TOKEN_NUMBER) {
		n = new_number(lx->tok.value);
		lex_next(lx);
		return n;
	}
	if (lx->tok.kind == TOKEN_NAME)
		return parse_name(lx);
	if (is_op(lx, '-')) {
		lex_next(lx);
		return new_binary('-', new_number(0), parse_primary(lx));
	}
	expect(lx, '(');
	n = parse_sum(lx);
	expect(lx, ')');
	return n;
}

/* product: primary (('*' | '/' | '%') primary)* */
static struct node *parse_product(struct lexer *lx)
{
	struct node *n = parse_primary(lx);
	char op;

	while (is_op(lx, '*') || is_op(lx, '/') || is_op(lx, '%')) {
		op = lx->tok.op;
		lex_next(lx);
		n = new_binary(op, n, parse_primary(lx));
	}
	return n;
}

/* sum: product (('+' | '-') product)* */
static struct node *parse_sum(struct lexer *lx)
{
	struct node *n = parse_product(lx);
	char op;

	while (is_op(lx, '+') || is_op(lx, '-')) {
		op = lx->tok.op;
		lex_next(lx);
		n = new_binary(op, n, parse_product(lx));
	}
	return n;
}

/* statement: NAME '=' sum | sum */
struct node *parse_statement(struct lexer *lx)
{
	struct lexer saved = *lx;
	char name[NAME_MAX_LEN];

	if (lx->tok.kind == TOKEN_NAME) {
		memcpy(name, lx->tok.name, sizeof(name));
		lex_next(lx);
		if (is_op(lx, '=')) {
			lex_next(lx);
			return new_named(NODE_ASSIGN, name, parse_sum(lx));
		}
		*lx = saved;
	}
	return parse_sum(lx);
}
