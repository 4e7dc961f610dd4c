// SPDX-License-Identifier: MIT
/*
 * pre-process-expr.c — the value of an #if expression (6.10.2).
 *
 * Takes the tokens of an #if or #elif line once pre-process.c has replaced
 * "defined", __has_include and the macros: numbers, character constants,
 * identifiers (which are 0), operators.  Gives its value, computed in
 * intmax_t or uintmax_t as C says (not in int, as sparse 0.6.4 does).
 *
 * Messages follow sparse's, which parses the line as a C expression, then
 * checks it: the syntax errors as they come; "garbage at end"; then, at
 * the position of the expression's top operator, "bad constant expression
 * type" when an operand is missing in it (an empty (), a ?: without its
 * last operand), or "bad constant expression" when what is evaluated is
 * no integer or divides by zero.  No state; the recursion is limited.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "expression.h"
#include "lib.h"
#include "preprocess.h"
#include "target.h"
#include "token.h"

#define MAX_IF_NESTING 1000	/* parentheses and operators */

/* A subexpression: its value, or none at all (a syntax error said so). */
struct value {
	intmax_t v;			/* wrapped to its type (wrap()) */
	int bits;			/* its type's width: 0 for an int's */
	bool is_unsigned;
	bool is_not;			/* a !x, in parentheses or not */
	bool none;
	struct position pos;		/* of its top operator, or its token */
	struct position bare;		/* the same within its parentheses */
};

struct if_parser {
	struct token *token;		/* the next one */
	struct token *bad_token;	/* the last "Expected": once a token */
	int depth;
	bool error;			/* nested too deeply: the #if is false */
	bool stop;			/* an "Expected": no garbage at end */
	bool incomplete;		/* an operand is missing: no type */
	bool bad;			/* what is evaluated is no integer */
	struct position *zero_divisions;	/* said once the line is read */
	unsigned int nr_zero_divisions, max_zero_divisions;
};

static struct value parse_cond(struct if_parser *p, bool eval);
static struct value parse_comma(struct if_parser *p, bool eval);

static const struct value no_value = { .none = true };

/*
 * As upstream's sparse, #if computes in C's types (not in intmax_t as
 * 6.10.1p4 has it): int, long, unsigned, each of its width, the usual
 * conversions between them; a result wraps to its type.
 */
static int width(const struct value *value)
{
	return value->bits ? value->bits : bits_in_int;
}

/* @v cut to @bits, then extended as the signedness says. */
static intmax_t wrap(intmax_t v, int bits, bool is_unsigned)
{
	uintmax_t mask, u = (uintmax_t)v;

	if (bits <= 0 || bits >= 64)
		return v;
	mask = ((uintmax_t)1 << bits) - 1;
	u &= mask;
	if (!is_unsigned && (u >> (bits - 1)) & 1)
		u |= ~mask;
	return (intmax_t)u;
}

/* The most negative value of @value's type: its negation overflows. */
static bool is_signed_min(const struct value *value)
{
	int bits = width(value);

	return !value->is_unsigned &&
	       value->v == wrap((intmax_t)((uintmax_t)1 << (bits - 1)), bits,
				false);
}

/* -INT_MIN, INT_MIN / -1: said, and no constant, as sparse has them. */
static void overflow(struct if_parser *p, const struct token *op)
{
	warning(op->pos, "constant integer operation overflow");
	p->bad = true;
}

/* The usual arithmetic conversions (6.3.1.8) of both operands. */
static void convert(struct value *l, struct value *r)
{
	int lbits = width(l), rbits = width(r);
	int bits = lbits > rbits ? lbits : rbits;
	bool u = lbits == rbits ? l->is_unsigned || r->is_unsigned :
		 lbits > rbits ? l->is_unsigned : r->is_unsigned;

	l->v = wrap(l->v, bits, u);
	r->v = wrap(r->v, bits, u);
	l->bits = r->bits = bits;
	l->is_unsigned = r->is_unsigned = u;
}

static bool at_op(const struct if_parser *p, unsigned int op)
{
	return match_op(p->token, op);
}

/* Where @token is; the end of the line is the end of the file, as in sparse. */
static struct position at(const struct if_parser *p, const struct token *token)
{
	return eof_token(token) ? preprocessor_end_position() : token->pos;
}

/* Nested too deeply: said once, and the #if is false. */
static struct value too_deep(struct if_parser *p, struct position pos)
{
	if (!p->error)
		sparse_error(pos, "expression nested too deeply");
	p->error = true;
	p->token = &eof_token_entry;
	return no_value;
}

/* "Expected X" and "got TOKEN", as sparse says it: once a token. */
static void expected(struct if_parser *p, const char *message)
{
	struct position pos = at(p, p->token);

	p->stop = true;
	if (p->error || p->bad_token == p->token)
		return;
	p->bad_token = p->token;
	sparse_error(pos, "%s", message);
	sparse_error(pos, "got %s", show_token(p->token));
}

/*
 * An integer constant: expression.c's value and type (its errors and
 * warnings too, as sparse); unsigned as its type.  A floating one is no
 * integer.
 */
static struct value number_value(struct if_parser *p, struct token *token,
				 bool eval)
{
	struct expression expr = { 0 };
	struct value value = { .pos = token->pos, .bare = token->pos };

	get_number_value(&expr, token);
	if (expr.type != EXPR_VALUE) {
		p->bad |= eval;
		return value;
	}
	value.is_unsigned = expr.ctype->ctype.modifiers & MOD_UNSIGNED;
	value.bits = expr.ctype->bit_size;
	value.v = wrap((intmax_t)expr.value, value.bits, value.is_unsigned);
	return value;
}

/* A character constant: char.c's value, never negative (as sparse 0.6.4). */
static struct value char_value(struct token *token)
{
	struct value value = { .pos = token->pos, .bare = token->pos };

	value.v = (intmax_t)get_char_constant(token);
	return value;
}

/*
 * ( expression ): an empty one, or one whose expression is missing, is
 * there without a type; a missing ')' leaves the value as it is.
 */
static struct value parse_parens(struct if_parser *p, bool eval)
{
	struct token *open = p->token, *start = open->next;
	struct value value;

	if (++p->depth > MAX_IF_NESTING)
		return too_deep(p, open->pos);
	p->token = start;
	value = at_op(p, ')') ? no_value : parse_comma(p, eval);
	p->depth--;
	if (value.none) {
		p->incomplete = true;
		if (p->token == start)
			sparse_error(at(p, p->token),
				     "an expression is expected before ')'");
	}
	if (at_op(p, ')'))
		p->token = p->token->next;
	else
		expected(p, "Expected ) in expression");
	if (value.none)
		value.bare = open->pos;
	value.none = false;
	value.pos = open->pos;
	return value;
}

/* What starts no expression is none, quietly: the caller says what is wrong. */
static struct value parse_primary(struct if_parser *p, bool eval)
{
	struct token *token = p->token;
	struct value value = { .pos = token->pos, .bare = token->pos };

	switch (token_type(token)) {
	case TOKEN_NUMBER:
		p->token = token->next;
		return number_value(p, token, eval);
	case TOKEN_IDENT:
	case TOKEN_ZERO_IDENT:
		/* "defined" at the end of the line: a name, as sparse */
		if (token_type(token) == TOKEN_IDENT &&
		    token->ident == ident_defined) {
			sparse_error(token->pos, "undefined identifier 'defined'");
			p->incomplete = true;
			p->token = token->next;
			return value;
		}
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
	case TOKEN_STRING:
	case TOKEN_WIDE_STRING:
	case TOKEN_STRING16:
	case TOKEN_STRING32:
	case TOKEN_UTF8_STRING:
		while (token_type(p->token) >= TOKEN_STRING &&
		       token_type(p->token) <= TOKEN_UTF8_STRING)
			p->token = p->token->next;
		p->bad |= eval;
		return value;
	case TOKEN_SPECIAL:
		if (token->special == '(')
			return parse_parens(p, eval);
		break;
	default:
		break;
	}
	return no_value;
}

/* ++ and -- want an lvalue; there is none on an #if line. */
static bool need_lvalue(struct if_parser *p, struct token *op)
{
	if (!match_op(op, SPECIAL_INCREMENT) && !match_op(op, SPECIAL_DECREMENT))
		return false;
	sparse_error(op->pos, "need lvalue expression for ++/--");
	p->incomplete = true;
	return true;
}

static struct value parse_postfix(struct if_parser *p, bool eval)
{
	struct value value = parse_primary(p, eval);

	while (!value.none && need_lvalue(p, p->token)) {
		value.pos = value.bare = p->token->pos;
		p->token = p->token->next;
	}
	return value;
}

static struct value parse_unary(struct if_parser *p, bool eval)
{
	struct token *op = p->token;
	struct value value;

	if (token_type(op) != TOKEN_SPECIAL ||
	    !(match_op(op, '+') || match_op(op, '-') || match_op(op, '~') ||
	      match_op(op, '!') || match_op(op, '*') || match_op(op, '&') ||
	      match_op(op, SPECIAL_INCREMENT) ||
	      match_op(op, SPECIAL_DECREMENT)))
		return parse_postfix(p, eval);
	if (++p->depth > MAX_IF_NESTING)
		return too_deep(p, op->pos);
	p->token = op->next;
	value = parse_unary(p, eval);
	p->depth--;
	if (value.none) {
		if (!p->error)
			sparse_error(op->pos, "Syntax error in unary expression");
		return no_value;
	}
	value.pos = value.bare = op->pos;
	value.is_not = false;
	switch (op->special) {
	case '-':
		if (eval && is_signed_min(&value))
			overflow(p, op);
		value.v = wrap((intmax_t)(0 - (uintmax_t)value.v),
			       width(&value), value.is_unsigned);
		break;
	case '~':
		value.v = wrap(~value.v, width(&value), value.is_unsigned);
		break;
	case '!':
		value.v = !value.v;
		value.is_unsigned = false;
		value.bits = 0;
		value.is_not = true;
		break;
	case '&':
		sparse_error(op->pos, "not addressable");
		p->incomplete = true;
		break;
	case '*':
		sparse_error(op->pos, "cannot dereference this type");
		p->incomplete = true;
		break;
	default:
		need_lvalue(p, op);
		break;
	}
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

/* A division by zero: its warning waits for the line's syntax errors. */
static void zero_division(struct if_parser *p, struct position pos)
{
	if (p->nr_zero_divisions == p->max_zero_divisions) {
		unsigned int max = p->max_zero_divisions * 2 + 4;
		struct position *grown = realloc(p->zero_divisions,
						 max * sizeof(*grown));

		if (!grown)
			die("out of memory");
		p->zero_divisions = grown;
		p->max_zero_divisions = max;
	}
	p->zero_divisions[p->nr_zero_divisions++] = pos;
	p->bad = true;
}

static void divide(struct if_parser *p, const struct token *op,
		   struct value *l, struct value r, bool eval, bool is_unsigned)
{
	if (!r.v) {
		if (eval)
			zero_division(p, op->pos);
		l->v = 0;
		return;
	}
	if (!is_unsigned && r.v == -1 && eval && is_signed_min(l))
		overflow(p, op);
	if (is_unsigned)
		l->v = (intmax_t)(op->special == '/' ?
				  (uintmax_t)l->v / (uintmax_t)r.v :
				  (uintmax_t)l->v % (uintmax_t)r.v);
	else if (r.v == -1)
		l->v = op->special == '/' ? (intmax_t)(0 - (uintmax_t)l->v) : 0;
	else
		l->v = op->special == '/' ? l->v / r.v : l->v % r.v;
}

/*
 * l << r, l >> r: of l's type; a count past its width, or negative, is
 * no constant (upstream's sparse: "bad constant expression").
 */
static struct value shift(struct if_parser *p, const struct token *op,
			  struct value l, struct value r, bool eval)
{
	struct value result = l;
	int bits = width(&l);
	uintmax_t a = (uintmax_t)l.v;

	result.pos = result.bare = op->pos;
	result.is_not = false;
	if (r.v < 0 || r.v >= bits) {
		p->bad |= eval;
		result.v = 0;
		return result;
	}
	if (op->special == SPECIAL_LEFTSHIFT)
		result.v = (intmax_t)(a << r.v);
	else
		result.v = l.is_unsigned ? (intmax_t)(a >> r.v) : l.v >> r.v;
	result.v = wrap(result.v, bits, l.is_unsigned);
	return result;
}

static struct value apply(struct if_parser *p, const struct token *op,
			  struct value l, struct value r, bool eval)
{
	struct value result = { .pos = op->pos, .bare = op->pos };
	uintmax_t a, b;
	bool u;

	if (op->special == SPECIAL_LEFTSHIFT ||
	    op->special == SPECIAL_RIGHTSHIFT)
		return shift(p, op, l, r, eval);
	if (op->special == SPECIAL_LOGICAL_AND ||
	    op->special == SPECIAL_LOGICAL_OR) {
		result.v = op->special == SPECIAL_LOGICAL_AND ? l.v && r.v :
								 l.v || r.v;
		return result;
	}
	convert(&l, &r);
	u = l.is_unsigned;
	a = (uintmax_t)l.v;
	b = (uintmax_t)r.v;
	result.is_unsigned = u;
	result.bits = l.bits;
	switch (op->special) {
	case '*': result.v = (intmax_t)(a * b); break;
	case '/':
	case '%':
		result.v = l.v;
		divide(p, op, &result, r, eval, u);
		break;
	case '+': result.v = (intmax_t)(a + b); break;
	case '-': result.v = (intmax_t)(a - b); break;
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
	result.v = wrap(result.v, result.bits, u);
	return result;
truth:
	result.is_unsigned = false;
	result.bits = 0;
	return result;
}

/* The right operand is missing: said, and the left one stands. */
static void no_right_side(struct if_parser *p, const struct token *op)
{
	if (!p->error)
		sparse_error(at(p, p->token),
			     "No right hand side of '%s'-expression",
			     show_token(op));
}

/* !x & y, x | !y: a truth value used bitwise, evaluated or not (sparse) */
static void check_dubious_not(const struct token *op, const struct value *l,
			      const struct value *r)
{
	if ((op->special == '&' || op->special == '|') &&
	    (l->is_not || r->is_not))
		warning(op->pos, "dubious: %sx %c %sy", l->is_not ? "!" : "",
			op->special, r->is_not ? "!" : "");
}

/* Precedence climbing; && and || do not evaluate what they skip. */
static struct value parse_binary(struct if_parser *p, int min, bool eval)
{
	struct value left = parse_unary(p, eval);
	int prec, below = MAX_IF_NESTING;

	/* past a missing operand only a looser operator goes on (sparse) */
	while (!left.none && !p->error && !p->stop &&
	       (prec = precedence(p->token)) >= min && prec < below) {
		struct token *op = p->token;
		bool right_eval = eval;
		struct value right;

		if (++p->depth > MAX_IF_NESTING)
			return too_deep(p, op->pos);
		p->token = op->next;
		if (op->special == SPECIAL_LOGICAL_AND)
			right_eval = eval && left.v;
		else if (op->special == SPECIAL_LOGICAL_OR)
			right_eval = eval && !left.v;
		right = parse_binary(p, prec + 1, right_eval);
		p->depth--;
		below = MAX_IF_NESTING;
		if (right.none) {
			no_right_side(p, op);
			below = prec;
		} else {
			check_dubious_not(op, &left, &right);
			left = apply(p, op, left, right, right_eval);
		}
	}
	return left;
}

/*
 * cond ? expression : conditional, and GNU's cond ?: conditional.  A
 * missing ':' or last operand leaves it without a type.
 */
static struct value parse_cond(struct if_parser *p, bool eval)
{
	bool bad_before = p->bad;
	struct value cond = parse_binary(p, 1, eval), a, b;
	struct token *question = p->token;
	bool bad_cond = p->bad && !bad_before;

	if (cond.none || !at_op(p, '?'))
		return cond;
	if (++p->depth > MAX_IF_NESTING)
		return too_deep(p, question->pos);
	p->token = question->next;
	a = parse_comma(p, eval && cond.v);
	if (a.none)
		a = cond;
	if (!at_op(p, ':')) {
		expected(p, "Expected : in conditional expression");
		p->incomplete = true;
		p->depth--;
		a.pos = a.bare = question->pos;
		return a;
	}
	p->token = p->token->next;
	b = parse_cond(p, eval && !cond.v);
	p->depth--;
	if (b.none)
		p->incomplete = true;
	convert(&a, &b);
	/* a constant condition: the value is the operand it picks, where
	 * sparse says it is no constant */
	b.bare = bad_cond ? question->pos : cond.v ? a.bare : b.bare;
	b.v = cond.v ? a.v : b.v;
	b.none = false;
	b.is_not = false;
	b.pos = question->pos;
	return b;
}

/* expression , expression: within parentheses and a ?: only. */
static struct value parse_comma(struct if_parser *p, bool eval)
{
	struct value left = parse_cond(p, eval);

	while (!left.none && !p->error && at_op(p, ',')) {
		struct token *op = p->token;
		struct value right;

		p->token = op->next;
		right = parse_cond(p, eval);
		if (right.none) {
			no_right_side(p, op);
			continue;
		}
		right.pos = right.bare = op->pos;
		right.is_not = false;
		left = right;
	}
	return left;
}

/*
 * The tokens as show_token_list() does, identifiers by their names.
 * A diagnostic shows at most 4 KB of its message: the text stops there,
 * so that a line of a million tokens costs no more than a short one.
 */
static char *show_token_line(const struct token *list)
{
	enum { SHOWN = 4096 };
	const struct token *token;
	size_t used = 0;
	char *text = malloc(SHOWN + 64 + 2);

	if (!text)
		die("out of memory");
	text[0] = '\0';
	for (token = list; !eof_token(token) && used < SHOWN;
	     token = token->next) {
		const char *spelling = show_token(token);
		size_t n;

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
 * What follows the expression, its identifiers by their names as
 * upstream's sparse shows them (0.6.4 showed their token type).
 */
static void garbage(struct token *list)
{
	char *text = show_token_line(list);

	sparse_error(list->pos, "garbage at end: %s", text);
	free(text);
}

bool eval_preprocessor_expression(struct token *list)
{
	struct if_parser p = { .token = list };
	struct value value = parse_cond(&p, true);
	unsigned int i;

	if (!eof_token(p.token) && !p.stop && !p.error)
		garbage(p.token);
	for (i = 0; i < p.nr_zero_divisions && !p.incomplete; i++)
		warning(p.zero_divisions[i], "division by zero");
	free(p.zero_divisions);
	if (value.none || p.error)
		return false;
	if (p.incomplete) {
		sparse_error(value.pos, "bad constant expression type");
		return false;
	}
	if (p.bad) {
		sparse_error(value.bare, "bad constant expression");
		return false;
	}
	return value.v != 0;
}
