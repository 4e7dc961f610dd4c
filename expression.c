// SPDX-License-Identifier: MIT
/*
 * expression.c — expressions (C23 6.5) and their GNU and sparse extensions.
 *
 * Takes preprocessed tokens and gives struct expression trees: constants
 * get their value and type here (get_number_value()), names are looked up
 * (the symbol or NULL), types inside sizeof, casts and builtins go through
 * parse.c's typename().  Nothing is evaluated: evaluate.c types the tree
 * later.  Binary operators are parsed by precedence climbing, so a long
 * chain `a + b + c + ...` costs no stack.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "allocate.h"
#include "expression.h"
#include "parse.h"
#include "scope.h"
#include "symbol.h"
#include "target.h"
#include "token.h"

ALLOCATOR(expression, "expressions");
ALLOCATOR(type_expression, "generic associations");

struct expression *alloc_expression(struct position pos, int type)
{
	struct expression *expr = __alloc_expression(0);

	expr->type = type;
	expr->pos = pos;
	return expr;
}

struct expression *alloc_const_expression(struct position pos, int value)
{
	struct expression *expr = alloc_expression(pos, EXPR_VALUE);

	expr->value = value;
	expr->ctype = &int_ctype;
	expr->flags = CEF_INT | CEF_SET_ICE;
	return expr;
}

// Integer constants (6.4.4.1)

/* The digits of a constant: value, or -1 on overflow or a bad digit. */
static int parse_digits(const char **p, int base, unsigned long long *value)
{
	unsigned long long v = 0;
	int overflow = 0, ndigits = 0;

	for (;; (*p)++) {
		int c = **p, d;

		if (c == '\'' && ndigits)
			continue;		/* C23 digit separator */
		if (c >= '0' && c <= '9')
			d = c - '0';
		else if (c >= 'a' && c <= 'f')
			d = c - 'a' + 10;
		else if (c >= 'A' && c <= 'F')
			d = c - 'A' + 10;
		else
			break;
		if (d >= base)
			break;
		if (v > (~0ULL - d) / base)
			overflow = 1;
		v = v * base + d;
		ndigits++;
	}
	*value = v;
	if (overflow)
		return -1;
	return ndigits;
}

/* Suffix: 0 int, 1 long, 2 long long; *is_unsigned.  -1 if bad. */
static int parse_int_suffix(const char *p, int *is_unsigned)
{
	int size = 0;

	*is_unsigned = 0;
	if (*p == 'u' || *p == 'U') {
		*is_unsigned = 1;
		p++;
	}
	if (*p == 'l' || *p == 'L') {
		size = 1;
		if (p[1] == p[0]) {
			size = 2;
			p++;
		}
		p++;
	}
	if (!*is_unsigned && (*p == 'u' || *p == 'U')) {
		*is_unsigned = 1;
		p++;
	}
	if ((p[0] == 'w' && p[1] == 'b') || (p[0] == 'W' && p[1] == 'B')) {
		size = 2;	/* C23 _BitInt constant: wide enough here */
		p += 2;
		if (!*is_unsigned && (*p == 'u' || *p == 'U')) {
			*is_unsigned = 1;
			p++;
		}
	}
	return *p ? -1 : size;
}

static struct symbol *const int_types[3][2] = {
	{ &int_ctype, &uint_ctype },
	{ &long_ctype, &ulong_ctype },
	{ &llong_ctype, &ullong_ctype },
};

static int int_size_bits(int size)
{
	static int *const bits[] = { &bits_in_int, &bits_in_long,
				     &bits_in_longlong };

	return *bits[size];
}

static bool fits(unsigned long long value, int size, int is_unsigned)
{
	int bits = int_size_bits(size) - !is_unsigned;

	return bits >= 64 || value < (1ULL << bits);
}

static void warn_big_constant(struct token *token, int size, int uns)
{
	if (!Wconstant_suffix)
		return;
	warning(token->pos, "constant %s is so big it is%s%s%s",
		show_token(token), uns ? " unsigned" : "",
		size >= 1 ? " long" : "", size >= 2 ? " long" : "");
}

/*
 * The type of an integer constant (6.4.4.1p5): the first of int, long,
 * long long (from the suffix's size on) that holds it; octal and hex ones
 * may also be unsigned; a decimal one too big for long long becomes
 * unsigned long long with a warning.
 */
static void set_int_type(struct expression *expr, struct token *token,
			 unsigned long long value, int size, int uns,
			 bool decimal)
{
	int want = size, want_uns = uns;

	for (; size < 3; size++) {
		if (fits(value, size, uns))
			break;
		if (!decimal && !uns && fits(value, size, 1)) {
			uns = 1;
			break;
		}
	}
	if (size == 3) {
		size = 2;
		if (decimal && !uns)
			warning(token->pos,
				"decimal constant %s is too big for long long",
				show_token(token));
		uns = 1;
	}
	/* as sparse: a size the suffix did not ask for, not a sign */
	if (size != want)
		warn_big_constant(token, size, uns);
	if (decimal && !want_uns && want < 2 &&
	    value > (~0ULL >> (65 - bits_in_long)) &&
	    (bits_in_long >= 64 || value <= (~0ULL >> (64 - bits_in_long))))
		warning(token->pos, "decimal constant %s is between LONG_MAX and ULONG_MAX. For C99 that means long long, C90 compilers are very likely to produce unsigned long (and a warning) here",
			show_token(token));
	expr->ctype = int_types[size][uns];
	expr->flags = CEF_INT | CEF_SET_ICE;
}

static bool is_float_number(const char *s)
{
	bool hex = s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
	char past_octal = s[strspn(s, "01234567")];

	if (strchr(s, '.'))
		return true;
	if (hex)
		return strpbrk(s, "pP") != NULL;
	/* as sparse: 0 then a digit 8 or 9 reads as decimal floating */
	if (s[0] == '0' && (past_octal == '8' || past_octal == '9'))
		return true;
	return strpbrk(s, "eE") != NULL;
}

/* A floating constant (6.4.4.2): its value and its type by suffix. */
static void get_float_value(struct expression *expr, struct token *token)
{
	const char *s = token->number;
	char buffer[256], *end;
	size_t len = 0;

	for (; *s && len < sizeof(buffer) - 1; s++)
		if (*s != '\'')
			buffer[len++] = *s;
	buffer[len] = '\0';
	expr->type = EXPR_FVALUE;
	expr->ctype = &double_ctype;
	expr->flags = CEF_FLOAT | CEF_ACE;
	errno = 0;
	expr->fvalue = strtold(buffer, &end);
	if (end == buffer)
		goto bad;
	if (!strcmp(end, "f") || !strcmp(end, "F"))
		expr->ctype = &float_ctype;
	else if (!strcmp(end, "l") || !strcmp(end, "L"))
		expr->ctype = &ldouble_ctype;
	else if (!strcmp(end, "f16") || !strcmp(end, "F16"))
		expr->ctype = &float16_ctype;
	else if (!strcmp(end, "f32") || !strcmp(end, "F32"))
		expr->ctype = &float32_ctype;
	else if (!strcmp(end, "f64") || !strcmp(end, "F64"))
		expr->ctype = &float64_ctype;
	else if (!strcmp(end, "f128") || !strcmp(end, "F128") ||
		 !strcmp(end, "q") || !strcmp(end, "Q"))
		expr->ctype = &float128_ctype;
	else if (!strcmp(end, "df") || !strcmp(end, "dd") ||
		 !strcmp(end, "dl") || !strcmp(end, "DF") ||
		 !strcmp(end, "DD") || !strcmp(end, "DL"))
		expr->ctype = &double_ctype;	/* decimal floats: close enough */
	else if (*end)
		goto bad;
	return;
bad:
	sparse_error(token->pos, "constant %s is not a valid number",
		     show_token(token));
	expr->type = EXPR_VALUE;
	expr->value = 0;
	expr->ctype = &int_ctype;
	expr->flags = CEF_INT | CEF_SET_ICE;
}

void get_number_value(struct expression *expr, struct token *token)
{
	const char *s = token->number, *p = s;
	unsigned long long value;
	int base = 10, size, uns, n;

	if (is_float_number(s)) {
		get_float_value(expr, token);
		return;
	}
	if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
		base = 16;
		p += 2;
	} else if (p[0] == '0' && (p[1] == 'b' || p[1] == 'B')) {
		base = 2;
		p += 2;
	} else if (p[0] == '0') {
		base = 8;
	}
	expr->type = EXPR_VALUE;
	expr->ctype = &int_ctype;
	expr->flags = CEF_INT | CEF_SET_ICE;
	n = parse_digits(&p, base, &value);
	expr->value = value;
	/* a bad suffix is said before a value too big, as sparse */
	size = parse_int_suffix(p, &uns);
	if (n == 0 || size < 0) {
		sparse_error(token->pos, "constant %s is not a valid number",
			     show_token(token));
		expr->value = 0;
		return;
	}
	if (n < 0)	/* fatal, as in sparse */
		error_die(token->pos,
			  "constant %s is too big even for unsigned long long",
			  show_token(token));
	set_int_type(expr, token, value, size, uns, base == 10);
}

// Character constants and string literals (6.4.4.4, 6.4.5)

/* A character constant: its value from char.c, its type by its prefix. */
static void get_char_value(struct expression *expr, struct token *token)
{
	expr->type = EXPR_VALUE;
	expr->ctype = &int_ctype;
	expr->flags = CEF_CHAR | CEF_SET_ICE;
	expr->value = get_char_constant(token);
	switch (token_type(token)) {
	case TOKEN_CHAR:
		break;
	case TOKEN_WIDE_CHAR:
		/* wchar_t, as upstream's sparse (0.6.4: long, always) */
		expr->ctype = wchar_t_ctype;
		break;
	case TOKEN_CHAR16:
		expr->ctype = &ushort_ctype;
		break;
	case TOKEN_CHAR32:
		expr->ctype = uint32_ctype;
		break;
	default:
		expr->ctype = &uchar_ctype;
		break;
	}
}

/* string-literal { string-literal }: adjacent literals become one (6.4.5p5). */
static struct token *string_literal(struct token *token,
				    struct expression **tree)
{
	*tree = alloc_expression(token->pos, EXPR_STRING);
	return get_string_constant(token, *tree);
}

/*
 * The keywords sparse reads as unary operators, not primary expressions
 * (__builtin_choose_expr is a built-in function there): where a string
 * literal is expected, each is a name.
 */
static bool is_unary_keyword(struct token *token)
{
	struct symbol *keyword;

	if (token_type(token) != TOKEN_IDENT)
		return false;
	keyword = lookup_keyword(token->ident, NS_KEYWORD);
	return keyword && (keyword->op->expression == sizeof_expression ||
			   keyword->op->expression == alignof_expression ||
			   keyword->op->expression == choose_expression);
}

struct token *string_expression(struct token *token, struct expression **expr,
				const char *where)
{
	struct token *next;

	if (is_unary_keyword(token)) {
		sparse_error(token->pos, "string literal expected for %s",
			     where);
		*expr = NULL;
		return token->next;
	}
	next = primary_expression(token, expr);

	if (!*expr || (*expr)->type != EXPR_STRING) {
		sparse_error(token->pos, "string literal expected for %s",
			     where);
		*expr = NULL;
	}
	return next;
}

/*
 * Past the rest of an expression nested too deep to parse (one error said
 * so): to the first ';' or unmatched closing bracket at its level.
 */
static struct token *skip_expression(struct token *token)
{
	int depth = 0;

	for (; !eof_token(token); token = token->next) {
		if (token_type(token) != TOKEN_SPECIAL)
			continue;
		switch (token->special) {
		case '(': case '[': case '{':
			depth++;
			break;
		case ')': case ']': case '}':
			if (!depth--)
				return token;
			break;
		case ';':
			if (!depth)
				return token;
			break;
		}
	}
	return token;
}

// Primary expressions (6.5.1)

static struct token *statement_expression(struct token *token,
					  struct expression **tree)
{
	/* as sparse: at the '{' */
	struct expression *expr = alloc_expression(token->next->pos,
						   EXPR_STATEMENT);
	struct statement *stmt = alloc_statement(token->pos, STMT_COMPOUND);

	expr->statement = stmt;
	start_label_scope();
	start_block_scope();
	if (enter_nesting(token))
		token = compound_statement(token->next->next, stmt);
	leave_nesting();
	end_block_scope();
	end_label_scope();
	token = expect(token, '}', "at end of statement expression");
	*tree = expr;
	return expect(token, ')', "at end of statement expression");
}

static struct token *parens_expression(struct token *token,
				       struct expression **tree)
{
	struct expression *expr = alloc_expression(token->pos, EXPR_PREOP);

	expr->op = '(';
	*tree = expr;
	if (!enter_nesting(token)) {
		leave_nesting();
		return skip_parens(token);
	}
	token = parse_expression(token->next, &expr->unop);
	leave_nesting();
	if (!expr->unop)
		sparse_error(token->pos, "an expression is expected before ')'");
	*tree = expr;
	return expect(token, ')', "in expression");
}

static struct token *identifier_expression(struct token *token,
					   struct expression **tree)
{
	struct symbol *keyword = lookup_keyword(token->ident, NS_KEYWORD);
	struct expression *expr;
	struct symbol *sym;

	/* as sparse: these two are only themselves before a '(' */
	if (keyword && keyword->op->expression &&
	    (keyword->op->expression == va_arg_expression ||
	     keyword->op->expression == choose_expression) &&
	    !match_op(token->next, '('))
		keyword = NULL;
	if (keyword && keyword->op->expression) {
		/* _Generic, __builtin_choose_expr, ... nest expressions */
		if (!enter_nesting(token)) {
			leave_nesting();
			*tree = alloc_const_expression(token->pos, 0);
			return skip_expression(token);
		}
		token = keyword->op->expression(token, tree);
		leave_nesting();
		return token;
	}
	sym = lookup_symbol(token->ident, NS_SYMBOL | NS_TYPEDEF);
	if (!sym)
		sym = function_name_symbol(token);
	expr = alloc_expression(token->pos, EXPR_SYMBOL);
	if (sym && sym->namespace == NS_TYPEDEF) {
		sparse_error(token->pos, "typename in expression");
		sym = NULL;
	}
	expr->symbol_name = token->ident;
	expr->symbol = sym;
	*tree = expr;
	return token->next;
}

/*
 * sparse's type expression: '[' type-name ']', an EXPR_TYPE that compares
 * with another by == and != ([typeof(x)] == [int]).
 */
static struct token *type_expression(struct token *token,
				     struct expression **tree)
{
	struct expression *expr = alloc_expression(token->pos, EXPR_TYPE);

	*tree = expr;
	token = typename(token->next, &expr->symbol, NULL);
	return expect(token, ']', "in type expression");
}

/*
 * primary-expression: identifier | constant | string-literal
 *	| '(' expression ')' | generic-selection | '(' '{' ... '}' ')'
 */
struct token *primary_expression(struct token *token,
				 struct expression **tree)
{
	struct expression *expr;

	*tree = NULL;
	switch (token_type(token)) {
	case TOKEN_NUMBER:
		expr = alloc_expression(token->pos, EXPR_VALUE);
		get_number_value(expr, token);
		*tree = expr;
		return token->next;
	case TOKEN_CHAR ... TOKEN_UTF8_CHAR:
		expr = alloc_expression(token->pos, EXPR_VALUE);
		get_char_value(expr, token);
		*tree = expr;
		return token->next;
	case TOKEN_STRING ... TOKEN_UTF8_STRING:
		return string_literal(token, tree);
	case TOKEN_IDENT:
		return identifier_expression(token, tree);
	case TOKEN_SPECIAL:
		if (token->special == '[' && lookup_type(token->next))
			return type_expression(token, tree);
		if (token->special != '(')
			return token;
		if (match_op(token->next, '{'))
			return statement_expression(token, tree);
		return parens_expression(token, tree);
	default:
		return token;
	}
}

// Postfix expressions (6.5.2)

/* argument-expression-list: assignment-expression { ',' ... } */
static struct token *call_arguments(struct token *token,
				    struct expression_list **list)
{
	while (!match_op(token, ')')) {
		struct expression *expr = NULL;

		token = assignment_expression(token, &expr);
		if (!expr)
			break;
		add_ptr_list(list, expr);
		if (!match_op(token, ','))
			break;
		token = token->next;
	}
	return token;
}

/* a[b] is *(a + b) (6.5.2.1p2): so the tree says. */
static struct token *subscript(struct token *token, struct expression **tree)
{
	struct expression *add = alloc_expression(token->pos, EXPR_BINOP);
	struct expression *deref = alloc_expression(token->pos, EXPR_PREOP);

	add->op = '+';
	add->left = *tree;
	token = parse_expression(token->next, &add->right);
	deref->op = '*';
	deref->unop = add;
	*tree = deref;
	return expect(token, ']', "at end of array dereference");
}

/* a.m, and a->m as (*a).m */
static struct token *member(struct token *token, struct expression **tree)
{
	struct expression *deref = alloc_expression(token->pos, EXPR_DEREF);
	struct expression *base = *tree;

	if (token->special == SPECIAL_DEREFERENCE) {
		base = alloc_expression(token->pos, EXPR_PREOP);
		base->op = '*';
		base->unop = *tree;
	}
	deref->deref = base;
	token = token->next;
	if (token_type(token) != TOKEN_IDENT) {
		sparse_error(token->pos, "Expected member name");
		*tree = deref;
		return token;
	}
	deref->member = token->ident;
	*tree = deref;
	return token->next;
}

static struct token *call(struct token *token, struct expression **tree)
{
	struct expression *expr = alloc_expression(token->pos, EXPR_CALL);

	expr->fn = *tree;
	token = call_arguments(token->next, &expr->args);
	*tree = expr;
	return expect(token, ')', "in function call");
}

/*
 * The levels of nesting a postfix operator counts: the levels of the tree
 * it makes ('->' and '[' a dereference of an address: two), 0 for none.
 */
static int postfix_levels(int op)
{
	switch (op) {
	case '[': case SPECIAL_DEREFERENCE:
		return 2;
	case '.': case '(':
	case SPECIAL_INCREMENT: case SPECIAL_DECREMENT:
		return 1;
	}
	return 0;
}

/* postfix-expression: primary-expression { postfix-operator } */
static struct token *postfix_expression(struct token *token,
					struct expression **tree,
					struct expression *cast_init)
{
	struct expression *expr = cast_init;
	int levels = 0;

	if (!expr)
		token = primary_expression(token, &expr);
	/* each operator is a level of the tree: a chain counts as nesting */
	while (expr && token_type(token) == TOKEN_SPECIAL) {
		struct expression *post;
		int more = postfix_levels(token->special), i;
		bool deep = false;

		for (i = 0; i < more; i++)
			deep |= !enter_nesting(token);
		if (deep) {
			while (more--)
				leave_nesting();
			token = skip_expression(token);
			break;
		}
		levels += more;
		switch (token->special) {
		case '[':
			token = subscript(token, &expr);
			continue;
		case '.':
		case SPECIAL_DEREFERENCE:
			token = member(token, &expr);
			/* as sparse: no member name ends the expression */
			if (!expr->member)
				break;
			continue;
		case '(':
			token = call(token, &expr);
			continue;
		case SPECIAL_INCREMENT:
		case SPECIAL_DECREMENT:
			post = alloc_expression(token->pos, EXPR_POSTOP);
			post->op = token->special;
			post->unop = expr;
			expr = post;
			token = token->next;
			continue;
		default:
			break;
		}
		break;
	}
	while (levels--)
		leave_nesting();
	*tree = expr;
	return token;
}

// Unary expressions (6.5.3)

/* The operand of sizeof or _Alignof: '(' type-name ')' or an expression. */
static struct token *type_info_expression(struct token *token,
					  struct expression **tree, int type)
{
	struct expression *expr = alloc_expression(token->pos, type);
	struct token *p = token->next;

	*tree = expr;
	if (match_op(p, '(') && lookup_type(p->next)) {
		struct token *close = typename(p->next, &expr->cast_type, NULL);

		close = expect(close, ')', type == EXPR_SIZEOF ?
			       "at end of sizeof" : type == EXPR_ALIGNOF ?
			       "at end of __alignof__" :
			       "at end of __sizeof_ptr__");
		if (!match_op(close, '{'))
			return close;
		/* sizeof (T){ ... }: a compound literal */
		struct expression *cast = alloc_expression(p->pos, EXPR_CAST);

		cast->cast_type = expr->cast_type;
		expr->cast_type = NULL;
		close = initializer(&cast->cast_expression, close);
		return postfix_expression(close, &expr->cast_expression, cast);
	}
	if (!enter_nesting(p)) {
		leave_nesting();
		*tree = alloc_const_expression(p->pos, 0);
		return skip_expression(p);
	}
	/* as sparse: no operand is no error here, only no type */
	token = unary_expression(p, &expr->cast_expression);
	leave_nesting();
	return token;
}

static bool is_unary_op(int op)
{
	switch (op) {
	case '&': case '*': case '+': case '-': case '~': case '!':
	case SPECIAL_INCREMENT: case SPECIAL_DECREMENT:
		return true;
	}
	return false;
}

/* '&&' identifier: the address of a label (GNU) */
static struct token *label_address(struct token *token,
				   struct expression **tree)
{
	struct expression *expr = alloc_expression(token->pos, EXPR_LABEL);
	struct token *name = token->next;

	*tree = NULL;
	if (token_type(name) != TOKEN_IDENT) {
		sparse_error(name->pos, "Expected identifier or goto expression");
		return name;
	}
	*tree = expr;
	expr->label_symbol = jump_label(name, expr->pos, true);
	return name->next;
}

static struct token *unary_operator(struct token *token,
				    struct expression **tree)
{
	struct expression *expr = alloc_expression(token->pos, EXPR_PREOP);
	struct token *next;

	expr->op = token->special;
	next = token->next;
	if (enter_nesting(token))
		next = cast_expression(next, &expr->unop);
	leave_nesting();
	if (!expr->unop) {
		sparse_error(token->pos, "Syntax error in unary expression");
		*tree = NULL;
		return next;
	}
	*tree = expr;
	return next;
}

/*
 * unary-expression: postfix-expression | ('++' | '--') unary-expression
 *	| unary-operator cast-expression | 'sizeof' unary-expression
 *	| 'sizeof' '(' type-name ')' | '_Alignof' '(' type-name ')'
 *	| '&&' identifier
 * sizeof, _Alignof and __extension__ are keywords: primary_expression()
 * hands them to their hooks below, which parse their operand whole.
 */
struct token *unary_expression(struct token *token, struct expression **tree)
{
	if (token_type(token) == TOKEN_SPECIAL) {
		if (token->special == SPECIAL_LOGICAL_AND)
			return label_address(token, tree);
		if (is_unary_op(token->special))
			return unary_operator(token, tree);
	}
	/* sizeof and _Alignof are unary operators: nothing postfix after */
	if (token_type(token) == TOKEN_IDENT) {
		struct symbol *kw = lookup_keyword(token->ident, NS_KEYWORD);

		if (kw && (kw->op->expression == sizeof_expression ||
			   kw->op->expression == alignof_expression ||
			   kw->op->expression == ptrsizeof_expression))
			return kw->op->expression(token, tree);
	}
	return postfix_expression(token, tree, NULL);
}

/*
 * cast-expression: unary-expression | '(' type-name ')' cast-expression
 * and the compound literal '(' type-name ')' '{' initializer-list '}'
 */
struct token *cast_expression(struct token *token, struct expression **tree)
{
	if (match_op(token, '(') && lookup_type(token->next)) {
		/* at the type name, as sparse 0.6.4 places a cast */
		struct expression *cast = alloc_expression(token->next->pos,
							   EXPR_CAST);
		struct symbol *sym;
		int forced = 0;

		token = typename(token->next, &sym, &forced);
		cast->cast_type = sym;
		token = expect(token, ')', "at end of cast operator");
		if (match_op(token, '{')) {
			token = initializer(&cast->cast_expression, token);
			return postfix_expression(token, tree, cast);
		}
		if (forced)
			cast->type = EXPR_FORCE_CAST;
		if (enter_nesting(token))
			token = cast_expression(token, &cast->cast_expression);
		leave_nesting();
		if (!cast->cast_expression)
			sparse_error(token->pos, "expected expression after the '(' token");
		*tree = cast;
		return token;
	}
	return unary_expression(token, tree);
}

// Binary operators (6.5.5 to 6.5.14), by precedence

/* The precedence of a binary operator (higher binds tighter), 0 if none. */
static int precedence(int op, int *type)
{
	*type = EXPR_BINOP;
	switch (op) {
	case '*': case '/': case '%':
		return 10;
	case '+': case '-':
		return 9;
	case SPECIAL_LEFTSHIFT: case SPECIAL_RIGHTSHIFT:
		return 8;
	case '<': case '>': case SPECIAL_LTE: case SPECIAL_GTE:
		*type = EXPR_COMPARE;
		return 7;
	case SPECIAL_EQUAL: case SPECIAL_NOTEQUAL:
		*type = EXPR_COMPARE;
		return 6;
	case '&':
		return 5;
	case '^':
		return 4;
	case '|':
		return 3;
	case SPECIAL_LOGICAL_AND:
		*type = EXPR_LOGICAL;
		return 2;
	case SPECIAL_LOGICAL_OR:
		*type = EXPR_LOGICAL;
		return 1;
	}
	return 0;
}

static int binop_precedence(struct token *token, int *type)
{
	if (token_type(token) != TOKEN_SPECIAL)
		return 0;
	return precedence(token->special, type);
}

static int binop_precedence_of(struct expression *expr)
{
	int type;

	return precedence(expr->op, &type);
}

#define MAX_PRECEDENCE 10

/*
 * binary-expression: cast-expression { binary-operator cast-expression }
 * Precedence climbing with an explicit stack: one pending operand per
 * precedence level, so the depth is bounded whatever the input.
 */
static struct token *binary_expression(struct token *token,
				       struct expression **tree)
{
	struct expression *stack[MAX_PRECEDENCE + 1];
	int depth = 0, levels = 0, prec, type, below = MAX_PRECEDENCE + 1;
	struct expression *expr;

	token = cast_expression(token, &expr);
	if (!expr) {
		*tree = NULL;
		return token;
	}
	while ((prec = binop_precedence(token, &type)) != 0) {
		struct expression *op;

		/* past a missing operand only a looser operator goes on */
		if (prec >= below)
			break;

		/* a long chain is a deep tree: it counts as nesting */
		levels++;
		if (!enter_nesting(token)) {
			token = skip_expression(token);
			break;
		}
		op = alloc_expression(token->pos, type);
		op->op = token->special;
		/* reduce what binds at least as tightly: left associative */
		while (depth && binop_precedence_of(stack[depth - 1]) >= prec) {
			stack[depth - 1]->right = expr;
			expr = stack[--depth];
		}
		op->left = expr;
		stack[depth++] = op;
		token = cast_expression(token->next, &expr);
		below = MAX_PRECEDENCE + 1;
		if (!expr) {
			sparse_error(token->pos,
				     "No right hand side of '%s'-expression",
				     show_special(op->op));
			/* as sparse: the operator goes, its left side stays */
			expr = stack[--depth]->left;
			below = prec;
		}
	}
	while (depth) {
		stack[depth - 1]->right = expr;
		expr = stack[--depth];
	}
	while (levels--)
		leave_nesting();
	*tree = expr;
	return token;
}

/*
 * conditional-expression: logical-OR-expression
 *	[ '?' [expression] ':' conditional-expression ]
 * The middle may be left out (GNU): a ?: b.
 */
struct token *conditional_expression(struct token *token,
				     struct expression **tree)
{
	struct expression *expr;

	token = binary_expression(token, tree);
	if (!*tree || !match_op(token, '?'))
		return token;
	expr = alloc_expression(token->pos, EXPR_CONDITIONAL);
	expr->op = '?';
	expr->conditional = *tree;
	*tree = expr;
	token = token->next;
	if (!match_op(token, ':')) {
		bool deep = !enter_nesting(token);

		if (!deep)
			token = parse_expression(token, &expr->cond_true);
		leave_nesting();
		if (deep) {
			*tree = expr->conditional;
			return skip_expression(token);
		}
	}
	token = expect(token, ':', "in conditional expression");
	if (enter_nesting(token))
		token = conditional_expression(token, &expr->cond_false);
	leave_nesting();
	/* a missing last operand is said by evaluation, if at all (sparse) */
	return token;
}

static bool is_assignment_op(struct token *token)
{
	if (token_type(token) != TOKEN_SPECIAL)
		return false;
	switch (token->special) {
	case '=':
	case SPECIAL_ADD_ASSIGN: case SPECIAL_SUB_ASSIGN:
	case SPECIAL_MUL_ASSIGN: case SPECIAL_DIV_ASSIGN:
	case SPECIAL_MOD_ASSIGN: case SPECIAL_SHL_ASSIGN:
	case SPECIAL_SHR_ASSIGN: case SPECIAL_AND_ASSIGN:
	case SPECIAL_OR_ASSIGN: case SPECIAL_XOR_ASSIGN:
		return true;
	}
	return false;
}

/*
 * assignment-expression: conditional-expression
 *	| unary-expression assignment-operator assignment-expression
 */
struct token *assignment_expression(struct token *token,
				    struct expression **tree)
{
	struct expression *expr;
	struct token *next;

	token = conditional_expression(token, tree);
	if (!*tree || !is_assignment_op(token))
		return token;
	expr = alloc_expression(token->pos, EXPR_ASSIGNMENT);
	expr->op = token->special;
	expr->left = *tree;
	*tree = expr;
	next = token->next;
	if (enter_nesting(token))
		next = assignment_expression(next, &expr->right);
	leave_nesting();
	if (!expr->right)
		sparse_error(token->pos, "expression expected before '%s'",
			     show_token(next));
	return next;
}

/* expression: assignment-expression { ',' assignment-expression } */
struct token *parse_expression(struct token *token, struct expression **tree)
{
	int levels = 0;

	token = assignment_expression(token, tree);
	while (*tree && match_op(token, ',')) {
		struct expression *comma;

		/* a long list is a deep tree: it counts as nesting */
		levels++;
		if (!enter_nesting(token)) {
			token = skip_expression(token);
			break;
		}
		comma = alloc_expression(token->pos, EXPR_COMMA);
		comma->op = ',';
		comma->left = *tree;
		token = assignment_expression(token->next, &comma->right);
		if (!comma->right) {
			sparse_error(token->pos,
				     "No right hand side of ','-expression");
			/* as sparse: the comma goes, its left side stays */
			break;
		}
		*tree = comma;
	}
	while (levels--)
		leave_nesting();
	return token;
}

/* constant-expression: conditional-expression (6.6) */
struct token *constant_expression(struct token *token,
				  struct expression **tree)
{
	return conditional_expression(token, tree);
}

// Keywords in expressions: the hooks of their struct symbol_op (parse.c)

/* 'sizeof' unary-expression | 'sizeof' '(' type-name ')' (6.5.3.4) */
struct token *sizeof_expression(struct token *token, struct expression **tree)
{
	return type_info_expression(token, tree, EXPR_SIZEOF);
}

/* '_Alignof' '(' type-name ')', and GNU's __alignof__ expression */
/* '__sizeof_ptr__' as sizeof: sparse's size of what a pointer points to */
struct token *ptrsizeof_expression(struct token *token,
				   struct expression **tree)
{
	return type_info_expression(token, tree, EXPR_PTRSIZEOF);
}

struct token *alignof_expression(struct token *token,
				 struct expression **tree)
{
	return type_info_expression(token, tree, EXPR_ALIGNOF);
}

/* '__extension__' cast-expression: no pedantic warnings, no change */
struct token *extension_expression(struct token *token,
				   struct expression **tree)
{
	return cast_expression(token->next, tree);
}

/* A type name as an operand: EXPR_TYPE. */
static struct token *type_operand(struct token *token,
				  struct expression **tree)
{
	struct expression *expr = alloc_expression(token->pos, EXPR_TYPE);

	*tree = expr;
	return typename(token, &expr->symbol, NULL);
}

/* '__builtin_types_compatible_p' '(' type-name ',' type-name ')' */
struct token *types_compatible_expression(struct token *token,
					  struct expression **tree)
{
	struct expression *expr = alloc_expression(token->pos, EXPR_COMPARE);

	expr->op = SPECIAL_EQUAL;
	*tree = expr;
	token = expect(token->next, '(', "after __builtin_types_compatible_p");
	token = type_operand(token, &expr->left);
	token = expect(token, ',', "in __builtin_types_compatible_p");
	token = type_operand(token, &expr->right);
	return expect(token, ')', "at end of __builtin_types_compatible_p");
}

/*
 * '__builtin_choose_expr' '(' constant ',' expression ',' expression ')'
 * An EXPR_SELECT from the start: only the chosen one gives the type.
 */
struct token *choose_expression(struct token *token, struct expression **tree)
{
	struct expression *expr = alloc_expression(token->pos, EXPR_SELECT);

	*tree = expr;
	token = expect(token->next, '(', "after __builtin_choose_expr");
	token = assignment_expression(token, &expr->conditional);
	token = expect(token, ',', "in __builtin_choose_expr");
	token = assignment_expression(token, &expr->cond_true);
	token = expect(token, ',', "in __builtin_choose_expr");
	token = assignment_expression(token, &expr->cond_false);
	return expect(token, ')', "at end of __builtin_choose_expr");
}

/*
 * '__builtin_va_arg' '(' assignment-expression ',' type-name ')':
 * a call of the builtin whose second argument is an EXPR_TYPE.
 */
struct token *va_arg_expression(struct token *token, struct expression **tree)
{
	struct expression *expr = alloc_expression(token->pos, EXPR_CALL);
	struct expression *fn = alloc_expression(token->pos, EXPR_SYMBOL);
	struct expression *arg = NULL;

	fn->symbol_name = token->ident;
	expr->fn = fn;
	*tree = expr;
	token = expect(token->next, '(', "after __builtin_va_arg");
	token = assignment_expression(token, &arg);
	add_ptr_list(&expr->args, arg);
	token = expect(token, ',', "in __builtin_va_arg");
	token = type_operand(token, &arg);
	add_ptr_list(&expr->args, arg);
	return expect(token, ')', "at end of __builtin_va_arg");
}

/*
 * offsetof-member-designator: identifier { '.' identifier | '[' expr ']' }
 * Each step is an EXPR_OFFSETOF whose down is the step before; the first
 * step's in is the type.
 */
static struct token *offsetof_designator(struct token *token,
					 struct expression **tree,
					 struct symbol *type)
{
	struct expression *prev = NULL;
	int op = '.', levels = 0;

	/* each step is a level of the tree: a chain counts as nesting */
	for (;;) {
		struct expression *step;

		levels++;
		if (!enter_nesting(token)) {
			token = skip_expression(token);
			break;
		}
		step = alloc_expression(token->pos, EXPR_OFFSETOF);
		step->op = op;
		step->down = prev;
		if (!prev)
			step->in = type;
		if (op == '.') {
			if (token_type(token) != TOKEN_IDENT) {
				sparse_error(token->pos, "Expected member name");
				break;
			}
			step->ident = token->ident;
			token = token->next;
		} else {
			/* sparse places an index step after its '[' */
			step->pos = token->next->pos;
			token = parse_expression(token->next, &step->index);
			token = expect(token, ']', "at end of array dereference");
		}
		prev = step;
		if (match_op(token, '.')) {
			op = '.';
			token = token->next;
		} else if (match_op(token, '[')) {
			op = '[';
		} else {
			break;
		}
	}
	while (levels--)
		leave_nesting();
	*tree = prev;
	return token;
}

/* '__builtin_offsetof' '(' type-name ',' offsetof-member-designator ')' */
struct token *offsetof_expression(struct token *token,
				  struct expression **tree)
{
	struct symbol *type = NULL;

	/* sparse's spelling */
	token = expect(token->next, '(', "after __builtin_offset");
	token = typename(token, &type, NULL);
	token = expect(token, ',', "in offsetof()");
	token = offsetof_designator(token, tree, type);
	return expect(token, ')', "at end of __builtin_offset");
}

/* generic-association: ( type-name | 'default' ) ':' assignment-expression */
static struct token *generic_association(struct token *token,
					 struct expression *expr)
{
	if (match_ident(token, default_ident)) {
		struct position pos = token->pos;

		if (expr->def) {
			warning(pos, "multiple default in generic expression");
			info(expr->def->pos, "note: previous was here");
		}
		token = expect(token->next, ':', "after typename");
		return assignment_expression(token, &expr->def);
	}
	struct type_expression *map = __alloc_type_expression(0), **last;

	token = typename(token, &map->type, NULL);
	token = expect(token, ':', "after typename");
	token = assignment_expression(token, &map->expr);
	for (last = &expr->map; *last; last = &(*last)->next)
		;
	*last = map;
	return token;
}

/* generic-selection: '_Generic' '(' assignment-expression ',' list ')' */
struct token *generic_expression(struct token *token,
				 struct expression **tree)
{
	struct expression *expr = alloc_expression(token->pos, EXPR_GENERIC);

	*tree = expr;
	if (!enter_nesting(token)) {
		leave_nesting();
		return skip_parens(token->next);
	}
	expr->pos = token->next->pos;	/* sparse's, for its error */
	token = expect(token->next, '(', "after '_Generic'");
	token = assignment_expression(token, &expr->control);
	/* as sparse: a ',' before anything else ends the list quietly */
	while (match_op(token, ',') &&
	       (match_ident(token->next, default_ident) ||
		lookup_type(token->next)))
		token = generic_association(token->next, expr);
	if (match_op(token, ','))
		token = token->next;
	leave_nesting();
	return expect(token, ')', "after expression");
}
