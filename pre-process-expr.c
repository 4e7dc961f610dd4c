// SPDX-License-Identifier: MIT
/*
 * pre-process-expr.c — the value of an #if expression (6.10.2).
 *
 * Takes the tokens of an #if or #elif line once pre-process.c has replaced
 * "defined", __has_include and the macros: numbers, character constants,
 * identifiers (which are 0), operators.  Gives its value, computed in
 * intmax_t or uintmax_t as C says (not in int, as sparse 0.6.4 does).
 * Messages follow sparse's.  No state; the recursion is limited.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "expression.h"
#include "lib.h"
#include "preprocess.h"
#include "token.h"

#define MAX_IF_NESTING 1000	/* parentheses and operators */

struct value {
	intmax_t v;
	bool is_unsigned;
};

struct if_parser {
	struct token *token;		/* the next one */
	int depth;
	bool error;			/* diagnosed: the #if is false */
	bool stop;			/* diagnosed: the value stands */
};

static struct value parse_cond(struct if_parser *p, bool eval);

static bool at_op(const struct if_parser *p, unsigned int op)
{
	return match_op(p->token, op);
}

/* Where @token is; the end of the line is the end of the file, as in sparse. */
static struct position at(const struct if_parser *p, const struct token *token)
{
	return eof_token(token) ? preprocessor_end_position() : token->pos;
}

static void if_error(struct if_parser *p, struct position pos,
		     const char *message, const char *arg)
{
	if (!p->error)
		sparse_error(pos, message, arg);
	p->error = true;
}

/*
 * "Expected X" and "got TOKEN", as sparse says it; the value so far stands.
 */
static struct value expected(struct if_parser *p, const char *message,
			     struct value value)
{
	struct position pos = at(p, p->token);

	if (p->error)
		return value;
	sparse_error(pos, "%s", message);
	sparse_error(pos, "got %s", show_token(p->token));
	p->stop = true;
	return value;
}

/*
 * An integer constant: expression.c's value and type (its errors and
 * warnings too, as sparse); unsigned as its type.  A floating one is none.
 */
static struct value number_value(struct if_parser *p, struct token *token)
{
	struct expression expr = { 0 };
	struct value value = { 0, false };

	get_number_value(&expr, token);
	if (expr.type != EXPR_VALUE) {
		if_error(p, token->pos, "bad constant expression", NULL);
		return value;
	}
	value.v = (intmax_t)expr.value;
	value.is_unsigned = expr.ctype->ctype.modifiers & MOD_UNSIGNED;
	return value;
}

/* A character constant: char.c's value, never negative (as sparse 0.6.4). */
static struct value char_value(struct token *token)
{
	struct value value = { 0, false };

	value.v = (intmax_t)get_char_constant(token);
	return value;
}

static struct value parse_primary(struct if_parser *p, bool eval)
{
	struct token *token = p->token;
	struct value value = { 0, false };

	switch (token_type(token)) {
	case TOKEN_NUMBER:
		p->token = token->next;
		return number_value(p, token);
	case TOKEN_IDENT:
	case TOKEN_ZERO_IDENT:
		if (Wundef && eval)
			warning(token->pos, "undefined preprocessor identifier '%s'",
				show_ident(token->ident));
		p->token = token->next;
		return value;
	case TOKEN_CHAR:
	case TOKEN_WIDE_CHAR:
	case TOKEN_CHAR16:
	case TOKEN_CHAR32:
	case TOKEN_UTF8_CHAR:
		p->token = token->next;
		return char_value(token);
	case TOKEN_SPECIAL:
		if (token->special == '(') {
			p->token = token->next;
			if (at_op(p, ')')) {
				if_error(p, p->token->pos,
					 "an expression is expected before ')'",
					 NULL);
				sparse_error(token->pos,
					     "bad constant expression type");
				return value;
			}
			value = parse_cond(p, eval);
			if (!at_op(p, ')'))
				return expected(p, "Expected ) in expression",
						value);
			p->token = p->token->next;
			return value;
		}
		break;
	case TOKEN_EOF:
		if_error(p, token->pos, "Syntax error in unary expression",
			 NULL);
		return value;
	default:
		break;
	}
	if_error(p, token->pos, "bad constant expression", NULL);
	p->token = token->next;
	return value;
}

static struct value parse_unary(struct if_parser *p, bool eval)
{
	struct token *token = p->token;
	struct value value;

	if (++p->depth > MAX_IF_NESTING) {
		if_error(p, token->pos, "expression nested too deeply", NULL);
		p->token = &eof_token_entry;
		return (struct value){ 0, false };
	}
	if (token_type(token) == TOKEN_SPECIAL && token->special < 128 &&
	    strchr("+-~!", token->special)) {
		p->token = token->next;
		if (eof_token(p->token)) {
			if_error(p, token->pos, "Syntax error in unary expression",
				 NULL);
			p->depth--;
			return (struct value){ 0, false };
		}
		value = parse_unary(p, eval);
		switch (token->special) {
		case '-':
			value.v = (intmax_t)(0 - (uintmax_t)value.v);
			break;
		case '~':
			value.v = ~value.v;
			break;
		case '!':
			value.v = !value.v;
			value.is_unsigned = false;
			break;
		}
	} else {
		value = parse_primary(p, eval);
	}
	p->depth--;
	return value;
}

/* Binary operators by precedence, tightest last. */
static int precedence(const struct token *token)
{
	if (token_type(token) != TOKEN_SPECIAL)
		return 0;
	switch (token->special) {
	case SPECIAL_LOGICAL_OR: return 1;
	case SPECIAL_LOGICAL_AND: return 2;
	case '|': return 3;
	case '^': return 4;
	case '&': return 5;
	case SPECIAL_EQUAL: case SPECIAL_NOTEQUAL: return 6;
	case '<': case '>': case SPECIAL_LTE: case SPECIAL_GTE: return 7;
	case SPECIAL_LEFTSHIFT: case SPECIAL_RIGHTSHIFT: return 8;
	case '+': case '-': return 9;
	case '*': case '/': case '%': return 10;
	default: return 0;
	}
}

static bool divide(struct if_parser *p, const struct token *op,
		   struct value *l, struct value r, bool eval, bool is_unsigned)
{
	if (!r.v) {
		if (eval && !p->error) {
			warning(op->pos, "division by zero");
			if_error(p, op->pos, "bad constant expression", NULL);
		}
		l->v = 0;
		return false;
	}
	if (is_unsigned)
		l->v = (intmax_t)(op->special == '/' ?
				  (uintmax_t)l->v / (uintmax_t)r.v :
				  (uintmax_t)l->v % (uintmax_t)r.v);
	else if (r.v == -1)
		l->v = op->special == '/' ? (intmax_t)(0 - (uintmax_t)l->v) : 0;
	else
		l->v = op->special == '/' ? l->v / r.v : l->v % r.v;
	return true;
}

static struct value apply(struct if_parser *p, const struct token *op,
			  struct value l, struct value r, bool eval)
{
	bool u = l.is_unsigned || r.is_unsigned;
	uintmax_t a = l.v, b = r.v;
	struct value result = { 0, u };

	switch (op->special) {
	case '*': result.v = (intmax_t)(a * b); break;
	case '/':
	case '%':
		result = l;
		divide(p, op, &result, r, eval, u);
		result.is_unsigned = u;
		break;
	case '+': result.v = (intmax_t)(a + b); break;
	case '-': result.v = (intmax_t)(a - b); break;
	case SPECIAL_LEFTSHIFT:
		result.is_unsigned = l.is_unsigned;
		result.v = b >= 64 ? 0 : (intmax_t)(a << b);
		break;
	case SPECIAL_RIGHTSHIFT:
		result.is_unsigned = l.is_unsigned;
		if (b >= 64)
			result.v = l.is_unsigned || l.v >= 0 ? 0 : -1;
		else
			result.v = l.is_unsigned ? (intmax_t)(a >> b) :
						   l.v >> b;
		break;
	case '<': result.v = u ? a < b : l.v < r.v; goto truth;
	case '>': result.v = u ? a > b : l.v > r.v; goto truth;
	case SPECIAL_LTE: result.v = u ? a <= b : l.v <= r.v; goto truth;
	case SPECIAL_GTE: result.v = u ? a >= b : l.v >= r.v; goto truth;
	case SPECIAL_EQUAL: result.v = a == b; goto truth;
	case SPECIAL_NOTEQUAL: result.v = a != b; goto truth;
	case '&': result.v = (intmax_t)(a & b); break;
	case '^': result.v = (intmax_t)(a ^ b); break;
	case '|': result.v = (intmax_t)(a | b); break;
	}
	return result;
truth:
	result.is_unsigned = false;
	return result;
}

/* Precedence climbing; && and || do not evaluate what they skip. */
static struct value parse_binary(struct if_parser *p, int min, bool eval)
{
	struct value left = parse_unary(p, eval);
	int prec;

	while ((prec = precedence(p->token)) >= min && !p->error && !p->stop) {
		struct token *op = p->token;
		struct value right;

		p->token = op->next;
		if (eof_token(p->token)) {
			sparse_error(at(p, p->token),
				     "No right hand side of '%s'-expression",
				     show_token(op));
			p->stop = true;
			return left;
		}
		if (++p->depth > MAX_IF_NESTING) {
			if_error(p, op->pos, "expression nested too deeply", NULL);
			return left;
		}
		if (op->special == SPECIAL_LOGICAL_AND) {
			right = parse_binary(p, prec + 1, eval && left.v);
			left.v = left.v && right.v;
			left.is_unsigned = false;
		} else if (op->special == SPECIAL_LOGICAL_OR) {
			right = parse_binary(p, prec + 1, eval && !left.v);
			left.v = left.v || right.v;
			left.is_unsigned = false;
		} else {
			right = parse_binary(p, prec + 1, eval);
			left = apply(p, op, left, right, eval);
		}
		p->depth--;
	}
	return left;
}

static struct value parse_cond(struct if_parser *p, bool eval)
{
	struct value cond = parse_binary(p, 1, eval), a, b;
	struct token *question = p->token;
	struct value result;

	if (!at_op(p, '?'))
		return cond;
	if (++p->depth > MAX_IF_NESTING) {
		if_error(p, question->pos, "expression nested too deeply", NULL);
		return cond;
	}
	p->token = question->next;
	a = eof_token(p->token) ? cond : parse_cond(p, eval && cond.v);
	if (!at_op(p, ':')) {
		expected(p, "Expected : in conditional expression", a);
		sparse_error(question->pos, "bad constant expression type");
		p->error = true;
		p->depth--;
		return a;
	}
	p->token = p->token->next;
	if (eof_token(p->token)) {
		if_error(p, question->pos, "bad constant expression type", NULL);
		p->depth--;
		return a;
	}
	b = parse_cond(p, eval && !cond.v);
	p->depth--;
	result = cond.v ? a : b;
	result.is_unsigned = a.is_unsigned || b.is_unsigned;
	return result;
}

/*
 * The tokens as show_token_list() does, the zero identifiers as sparse.
 * A diagnostic shows at most 4 KB of its message: the text stops there,
 * so that a line of a million tokens costs no more than a short one.
 */
static char *show_zero_list(const struct token *list)
{
	enum { SHOWN = 4096 };
	const struct token *token;
	size_t used = 0;
	char *text = malloc(SHOWN + 64 + 2), item[64];

	if (!text)
		die("out of memory");
	text[0] = '\0';
	for (token = list; !eof_token(token) && used < SHOWN;
	     token = token->next) {
		const char *spelling = item;
		size_t n;

		if (token_type(token) == TOKEN_ZERO_IDENT)
			snprintf(item, sizeof(item), "unhandled token type '%d' ",
				 TOKEN_ZERO_IDENT);
		else
			spelling = show_token(token);
		n = strlen(spelling);
		if (n > SHOWN - used)
			n = SHOWN - used;
		if (used && (token->pos.whitespace || token->pos.newline))
			text[used++] = ' ';
		memcpy(text + used, spelling, n);
		used += n;
		text[used] = '\0';
	}
	return text;
}

/*
 * What follows the expression.  Identifiers are 0 by now: sparse 0.6.4
 * shows them by their token type.
 */
static void garbage(struct token *list)
{
	struct token *token;

	for (token = list; !eof_token(token); token = token->next)
		if (token_type(token) == TOKEN_IDENT)
			token->pos.type = TOKEN_ZERO_IDENT;
	char *text = show_zero_list(list);

	sparse_error(list->pos, "garbage at end: %s", text);
	free(text);
}

bool eval_preprocessor_expression(struct token *list)
{
	struct if_parser p = { .token = list };
	struct value value = parse_cond(&p, true);

	if (p.error)
		return false;
	if (!eof_token(p.token) && !p.stop)
		garbage(p.token);
	return value.v != 0;
}
