// SPDX-License-Identifier: MIT
/*
 * parse.c — declarations (C23 6.7) and function definitions (6.9), with
 * GNU's and sparse's extensions; parse-statement.c parses the statements
 * (6.8) of a function body.
 *
 * Takes preprocessed tokens; gives, for each external declaration, symbols
 * bound to their identifiers (symbol.c) in the current scope (scope.c),
 * their types as chains of symbols, function bodies as struct statement
 * trees (parse-statement.c) and initializers as struct expression trees
 * (expression.c).  The declared names of file scope go onto the caller's
 * symbol_list.
 *
 * The lexer hack: an identifier starts a type name when its innermost
 * binding in NS_SYMBOL | NS_TYPEDEF is a typedef or a type keyword
 * (lookup_type()), so a variable that shadows a typedef name hides it.
 *
 * Attributes and asm labels are parsed by attribute.c into the same
 * struct decl_state.
 *
 * State: the scopes (scope.h) and the parse_state below, which knows the
 * function being defined; its return target is an NS_ITERATOR symbol bound
 * to return's identifier in the function's scope, as sparse does (and as
 * parse-statement.c binds break, continue and a switch's case list).
 */
#include <sys/resource.h>
#include <stdio.h>
#include <string.h>

#include "allocate.h"
#include "expression.h"
#include "parse-internal.h"
#include "parse.h"
#include "scope.h"
#include "symbol.h"
#include "target.h"
#include "token.h"

ALLOCATOR(statement, "statements");


struct statement *alloc_statement(struct position pos, int type)
{
	struct statement *stmt = __alloc_statement(0);

	stmt->type = type;
	stmt->pos = pos;
	return stmt;
}

/* Type specifiers seen so far: what a new one may not meet (op->test). */
enum {
	Set_T = 1 << 0,		/* a data type: int, char, void, ... */
	Set_S = 1 << 1,		/* a type that takes no size or sign */
	Set_Char = 1 << 2,
	Set_Int = 1 << 3,
	Set_Double = 1 << 4,
	Set_Float = 1 << 5,
	Set_Signed = 1 << 6,
	Set_Unsigned = 1 << 7,
	Set_Short = 1 << 8,
	Set_Long = 1 << 9,
	Set_Vlong = 1 << 10,	/* long long */
	Set_Int128 = 1 << 11,
	Set_BitInt = 1 << 12,
	Set_Any = Set_T | Set_Short | Set_Long | Set_Signed | Set_Unsigned,
};

/* What the parser knows of where it is: written as it enters and leaves. */
static struct parse_state {
	struct symbol *fn;		/* the function being defined */
	bool computed_goto;		/* fn: has a goto *expr */
	bool label_address;		/* fn: takes a &&label */
	int depth;			/* nesting, against deep recursion */
	bool too_deep;			/* said so, until depth is 0 again */
	bool kr_unended;		/* a K&R declaration lacked its ';' */
} state;

/*
 * Nesting past the limit is an error, so that no input overflows the
 * stack: parentheses, blocks, statements, declarators, initializers,
 * struct bodies and operator chains all count.  Each level may take
 * NESTING_FRAME bytes of stack in the phases after parsing (1 KB
 * measured, for nested statement expressions through test-linearize);
 * the limit is what the stack holds of them, at most MAX_NESTING (50,000
 * on sparse_initialize()'s 100 MB stack: upstream sparse takes a sum of
 * 20,000 terms and overflows on 100,000), at least MIN_NESTING.
 */
#define MAX_NESTING 50000
#define MIN_NESTING 1500
#define NESTING_FRAME 2048

static int nesting_limit(void)
{
	static int limit;
	struct rlimit stack;
	rlim_t levels = MAX_NESTING;

	if (limit)
		return limit;
	if (!getrlimit(RLIMIT_STACK, &stack) &&
	    stack.rlim_cur != RLIM_INFINITY)
		levels = stack.rlim_cur / NESTING_FRAME;
	if (levels > MAX_NESTING)
		levels = MAX_NESTING;
	limit = levels < MIN_NESTING ? MIN_NESTING : (int)levels;
	return limit;
}

bool enter_nesting(struct token *token)
{
	if (++state.depth < nesting_limit())
		return true;
	if (!state.too_deep)
		sparse_error(token->pos, "nesting too deep");
	state.too_deep = true;
	return false;
}

void leave_nesting(void)
{
	if (--state.depth == 0)
		state.too_deep = false;
}

void note_computed_goto(void)
{
	state.computed_goto = true;
}

void note_label_address(void)
{
	state.label_address = true;
}

// Tokens: expecting, skipping

static struct token bad_token = { .pos = { .type = TOKEN_BAD, .bad = 1 } };

/* Past the next @op (or at the end of input). */
struct token *skip_to(struct token *token, int op)
{
	while (!match_op(token, op) && !eof_token(token))
		token = token->next;
	return token;
}

/* Past the braces that the '{' at @token opens (nested too deep). */
struct token *skip_braces(struct token *token)
{
	int depth = 0;

	for (; !eof_token(token); token = token->next) {
		if (match_op(token, '{'))
			depth++;
		else if (match_op(token, '}') && --depth == 0)
			return token->next;
	}
	return token;
}

/*
 * The token is @op: go past it.  Otherwise complain once (not about the
 * bad token that an earlier failure left) and go on: to the next ';' when
 * that was expected, else at the same token behind a bad one.
 */
struct token *expect(struct token *token, int op, const char *where)
{
	if (match_op(token, op))
		return token->next;
	if (token != &bad_token) {
		bad_token.next = token;
		sparse_error(token->pos, "Expected %s %s", show_special(op),
			     where);
		sparse_error(token->pos, "got %s", show_token(token));
	}
	if (op == ';')
		return skip_to(token, op);
	return &bad_token;
}

// Well-known identifiers, interned once at init_parser()

struct ident *default_ident, *case_ident, *break_ident, *continue_ident,
	*return_ident, *switch_ident, *func_ident, *function_ident,
	*pretty_function_ident, *gnu_ident, *else_ident, *while_ident;

static void init_idents(void)
{
	default_ident = built_in_ident("default");
	case_ident = built_in_ident("case");
	break_ident = built_in_ident("break");
	continue_ident = built_in_ident("continue");
	return_ident = built_in_ident("return");
	switch_ident = built_in_ident("switch");
	func_ident = built_in_ident("__func__");
	function_ident = built_in_ident("__FUNCTION__");
	pretty_function_ident = built_in_ident("__PRETTY_FUNCTION__");
	gnu_ident = built_in_ident("gnu");
	else_ident = built_in_ident("else");
	while_ident = built_in_ident("while");
}

/* The keyword of @token in @ns whose kind is one of @kinds, or NULL. */
struct symbol *keyword_of(struct token *token, enum namespace ns,
			  unsigned int kinds)
{
	struct symbol *sym;

	if (token_type(token) != TOKEN_IDENT || !token->ident->keyword)
		return NULL;
	for (sym = token->ident->symbols; sym; sym = sym->next_id)
		if (sym->type == SYM_KEYWORD && (sym->namespace & ns) &&
		    (sym->op->type & kinds))
			return sym;
	return NULL;
}

/* The type keyword or typedef @token names, if it is one: the lexer hack. */
static struct symbol *lookup_type_symbol(struct token *token)
{
	struct symbol *sym;

	if (token_type(token) != TOKEN_IDENT)
		return NULL;
	sym = lookup_symbol(token->ident, NS_SYMBOL | NS_TYPEDEF);
	if (sym && sym->namespace == NS_TYPEDEF)
		return sym;
	return NULL;
}

int lookup_type(struct token *token)
{
	struct symbol *sym = lookup_type_symbol(token);

	if (!sym)
		return 0;
	if (sym->type == SYM_KEYWORD)
		return !!(sym->op->type & (KW_SPECIFIER | KW_QUALIFIER |
					   KW_ATTRIBUTE | KW_MODIFIER));
	return 1;
}

/* An identifier that names no type: of an identifier list, or a variable. */
static bool is_plain_identifier(struct token *token)
{
	return token_type(token) == TOKEN_IDENT && !lookup_type(token);
}

static void apply_modifiers(struct position pos, struct ctype *ctype,
			    unsigned long mod)
{
	unsigned long dup = ctype->modifiers & mod & ~MOD_SIGNEDNESS;

	if (dup)
		warning(pos, "duplicate %s", modifier_string(dup));
	ctype->modifiers |= mod;
}

static struct token *declaration_specifiers(struct token *token,
					    struct decl_state *ctx);
static struct token *declarator(struct token *token, struct decl_state *ctx);

/* Where a declaration is: what may follow it and what it may be. */
enum decl_where {
	DECL_TOPLEVEL,		/* file scope: function definitions too */
	DECL_BLOCK,		/* a block, a for's first clause */
	DECL_KR,		/* a K&R parameter declaration */
};

static struct token *declaration(struct token *token, struct symbol_list **list,
				 enum decl_where where);

bool is_c23(void)
{
	return standard == STANDARD_C23 || standard == STANDARD_GNU23;
}

/* _Static_assert or C23 static_assert: a declaration of its own kind. */
bool is_static_assert(struct token *token)
{
	struct symbol *kw = keyword_of(token, NS_KEYWORD, KW_STATEMENT);

	return kw && kw->op->toplevel == static_assert_declaration;
}

/* The alignment a type name gives _Alignas: its type's, once examined. */
static long long type_alignment(struct symbol *type)
{
	type = examine_symbol_type(type);
	return type && type->ctype.alignment ? type->ctype.alignment : 1;
}

// Declaration specifiers (6.7.1 to 6.7.5)

/*
 * Two type specifiers that do not go together: sparse names the one
 * already there when the clash is about size or sign.
 */
static void specifier_conflict(struct position pos, unsigned int what,
			       struct ident *new)
{
	const char *old;

	if (what & (Set_S | Set_T)) {
		sparse_error(pos, "two or more data types in declaration specifiers");
		return;
	}
	if (what & Set_Char)
		old = "char";
	else if (what & Set_Double)
		old = "double";
	else if (what & Set_Float)
		old = "float";
	else if (what & Set_Signed)
		old = "signed";
	else if (what & Set_Unsigned)
		old = "unsigned";
	else if (what & Set_Short)
		old = "short";
	else if (what & Set_Long)
		old = "long";
	else
		old = "long long";
	sparse_error(pos, "impossible combination of type specifiers: %s %s",
		     old, show_ident(new));
}

/* A second 'long' makes 'long long': it then clashes with more. */
static bool add_specifier(struct token *token, const struct symbol_op *op,
			  struct decl_state *ctx)
{
	unsigned int test = op->test, set = op->set;

	if (set & Set_Long && ctx->seen & Set_Long) {
		/* as sparse: long double long is "long long double" */
		if (ctx->seen & Set_Double) {
			sparse_error(token->pos, "impossible combination of type specifiers: long long double");
			ctx->seen |= Set_Vlong;	/* no type: floating_type() */
			return false;
		}
		test |= Set_Vlong;
		set = Set_Vlong;
	}
	if (ctx->seen & test) {
		specifier_conflict(token->pos, ctx->seen & test, token->ident);
		return false;
	}
	ctx->seen |= set;
	return true;
}

/* A typedef name as the type: its type, and its qualifiers with it. */
static void use_typedef(struct position pos, struct symbol *type,
			struct decl_state *ctx)
{
	unsigned long mod = (type->ctype.modifiers & MOD_PTRINHERIT) |
			    MOD_USERTYPE;

	if (ctx->ctype.modifiers & mod &
	    (MOD_QUALIFIER | MOD_NODEREF | MOD_NOCAST))
		warning(pos, "duplicate %s", modifier_string(mod));
	ctx->ctype.base_type = type->ctype.base_type;
	ctx->ctype.modifiers |= mod;
	if (type->ctype.as)
		ctx->ctype.as = type->ctype.as;
	if (type->ctype.alignment > ctx->ctype.alignment)
		ctx->ctype.alignment = type->ctype.alignment;
	concat_ptr_list(type->ctype.contexts, &ctx->ctype.contexts);
	ctx->seen |= Set_T | Set_S;
}

/* The keyword symbol the specifier loop would take at @token, or NULL. */
static bool is_specifier_token(struct token *token, struct decl_state *ctx,
			       struct symbol **out)
{
	struct symbol *sym = lookup_type_symbol(token);

	*out = sym;
	if (!sym)
		return keyword_of(token, NS_TYPEDEF, KW_ATTRIBUTE) != NULL;
	if (sym->type != SYM_KEYWORD)
		return !(ctx->seen & Set_Any);
	return true;
}

static struct token *specifier_keyword(struct token *token, struct symbol *s,
				       struct decl_state *ctx, bool *stop)
{
	const struct symbol_op *op = s->op;

	if (op->type & KW_SPECIFIER && op->test | op->set) {
		if (!add_specifier(token, op, ctx)) {
			*stop = true;
			return token;
		}
	}
	if (s->keyword_mod)
		apply_modifiers(token->next->pos, &ctx->ctype, s->keyword_mod);
	if (s->keyword_as)
		ctx->ctype.as = s->keyword_as;
	if (op->declarator)
		return op->declarator(token->next, s, ctx);
	return token->next;
}

/*
 * declaration-specifiers: { storage-class-specifier | type-specifier
 *	| type-qualifier | function-specifier | alignment-specifier
 *	| attribute-specifier }  (6.7)
 * Stops at the first token that is none of these, or at a typedef name
 * once a type was given: that one is the declarator's name.
 */
static struct token *declaration_specifiers(struct token *token,
					    struct decl_state *ctx)
{
	for (;;) {
		struct symbol *s;
		bool stop = false;

		if (is_attribute_start(token)) {
			token = attribute_specifier(token, ctx);
			continue;
		}
		if (!is_specifier_token(token, ctx, &s))
			break;
		/* as sparse: no asm label among the specifiers */
		if (s && s->type == SYM_KEYWORD &&
		    s->op->declarator == asm_label)
			break;
		if (!s) {
			token = handle_attributes(token, ctx);
			continue;
		}
		if (s->type != SYM_KEYWORD) {
			use_typedef(token->pos, s, ctx);
			token = token->next;
			continue;
		}
		token = specifier_keyword(token, s, ctx, &stop);
		if (stop)
			break;
	}
	return token;
}

/* The type the size and sign specifiers make (6.7.2p2). */
static struct symbol *integer_type(struct decl_state *ctx)
{
	static struct symbol *const types[][3] = {
		/* plain, signed, unsigned */
		{ &char_ctype, &schar_ctype, &uchar_ctype },
		{ &short_ctype, &sshort_ctype, &ushort_ctype },
		{ &int_ctype, &sint_ctype, &uint_ctype },
		{ &long_ctype, &slong_ctype, &ulong_ctype },
		{ &llong_ctype, &sllong_ctype, &ullong_ctype },
		{ &lllong_ctype, &slllong_ctype, &ulllong_ctype },
		{ &bitint_ctype, &bitint_ctype, &ubitint_ctype },
	};
	unsigned int seen = ctx->seen;
	int sign = seen & Set_Unsigned ? 2 : seen & Set_Signed ? 1 : 0;
	int size = 2;

	if (seen & Set_Char)
		size = 0;
	else if (seen & Set_Short)
		size = 1;
	else if (seen & Set_Int128)
		size = 5;
	else if (seen & Set_BitInt)
		size = 6;
	else if (seen & Set_Vlong)
		size = 4;
	else if (seen & Set_Long)
		size = 3;
	return types[size][sign];
}

static struct symbol *floating_type(struct decl_state *ctx)
{
	/* as sparse: "long long double" after its error is no type */
	if (ctx->seen & Set_Vlong)
		return NULL;
	if (ctx->seen & Set_Float)
		return ctx->is_complex ? &complex_float_ctype : &float_ctype;
	if (ctx->seen & Set_Long)
		return ctx->is_complex ? &complex_ldouble_ctype : &ldouble_ctype;
	return ctx->is_complex ? &complex_double_ctype : &double_ctype;
}

/* _BitInt(N): a base type of its own, its width in array_size. */
static struct symbol *bitint_type(struct decl_state *ctx)
{
	struct symbol *type = alloc_symbol(ctx->bitint ? ctx->bitint->pos :
					   (struct position){ 0 },
					   SYM_BASETYPE);
	bool uns = ctx->seen & Set_Unsigned;

	type->ctype.base_type = &int_type;
	type->ctype.modifiers = uns ? MOD_UNSIGNED : MOD_SIGNED;
	type->array_size = ctx->bitint;
	type->bit_size = const_expression_value(ctx->bitint);
	type->rank = uns ? 1 : 0;
	return type;
}

/*
 * bitwise among the specifiers (-Wbitwise): the type must be an integer
 * or an enum, else "invalid modifier" at @next, the token after them,
 * and the bitwise dropped.
 */
static void resolve_base_type(struct decl_state *ctx);

static void check_bitwise(struct token *next, struct decl_state *ctx)
{
	struct symbol *type = ctx->ctype.base_type;

	if (!(ctx->ctype.modifiers & MOD_BITWISE) || !Wbitwise)
		return;
	if (type && (type->type == SYM_ENUM || (type->type == SYM_BASETYPE &&
				type->ctype.base_type == &int_type)))
		return;
	sparse_error(next->pos, "invalid modifier");
	/* as sparse: then it is no bitwise type */
	ctx->ctype.modifiers &= ~MOD_BITWISE;
}

/*
 * After the specifiers, @next the token that follows them: the base type
 * they name, NULL for none.
 */
static void resolve_specifiers(struct token *next, struct decl_state *ctx)
{
	if (!ctx->ctype.base_type)
		resolve_base_type(ctx);
	check_bitwise(next, ctx);
}

static void resolve_base_type(struct decl_state *ctx)
{
	if (ctx->no_type)
		return;
	if (ctx->autotype) {
		ctx->ctype.base_type = &autotype_ctype;
		return;
	}
	if (ctx->seen & (Set_Float | Set_Double)) {
		ctx->ctype.base_type = floating_type(ctx);
		return;
	}
	if (ctx->seen & Set_BitInt) {
		ctx->ctype.base_type = bitint_type(ctx);
		return;
	}
	if (ctx->seen & Set_Any || ctx->is_complex) {
		ctx->ctype.base_type = integer_type(ctx);
		if (ctx->is_complex && !(ctx->seen & Set_Any))
			ctx->ctype.base_type = &complex_double_ctype;
		return;
	}
}

static const unsigned long storage_modifiers[] = {
	[SNone] = 0,
	[STypedef] = 0,
	[SAuto] = MOD_AUTO,
	[SRegister] = MOD_REGISTER,
	[SExtern] = MOD_EXTERN,
	[SStatic] = MOD_STATIC,
};

static const char *const storage_names[] = {
	[SNone] = "",
	[STypedef] = "typedef",
	[SAuto] = "auto",
	[SRegister] = "register",
	[SExtern] = "extern",
	[SStatic] = "static",
};

// Keyword hooks in declaration specifiers

/* Thread storage goes with no storage class, extern or static only. */
static void check_tls(struct position pos, struct decl_state *ctx)
{
	switch (ctx->storage_class) {
	case SNone: case SExtern: case SStatic:
		return;
	default:
		sparse_error(pos, "__thread cannot be used with '%s'",
			     storage_names[ctx->storage_class]);
	}
}

/* storage-class-specifier (6.7.1) */
static struct token *storage_specifier(struct token *next, struct symbol *kw,
				       struct decl_state *ctx, int class)
{
	if (ctx->storage_class == (enum storage_class)class) {
		if (class == STypedef)
			sparse_error(next->pos, "duplicate %s",
				     modifier_string(MOD_USERTYPE));
		else
			warning(next->pos, "duplicate %s",
				show_ident(kw->ident));
	} else if (ctx->storage_class) {
		sparse_error(next->pos, "multiple storage classes");
	} else {
		ctx->storage_class = class;
		if (ctx->is_tls)
			check_tls(next->pos, ctx);
	}
	return next;
}

/* The hooks get the token after the keyword: sparse reports there. */
static struct token *typedef_specifier(struct token *next, struct symbol *kw,
				       struct decl_state *ctx)
{
	return storage_specifier(next, kw, ctx, STypedef);
}

static struct token *extern_specifier(struct token *next, struct symbol *kw,
				      struct decl_state *ctx)
{
	return storage_specifier(next, kw, ctx, SExtern);
}

static struct token *static_specifier(struct token *next, struct symbol *kw,
				      struct decl_state *ctx)
{
	return storage_specifier(next, kw, ctx, SStatic);
}

static struct token *register_specifier(struct token *next, struct symbol *kw,
					struct decl_state *ctx)
{
	return storage_specifier(next, kw, ctx, SRegister);
}

/* auto: a storage class, or in C23 with no type the inferred type */
static struct token *auto_specifier(struct token *next, struct symbol *kw,
				    struct decl_state *ctx)
{
	if (is_c23() && !(ctx->seen & Set_Any)) {
		struct symbol *type = lookup_type_symbol(next);

		if (!type || type->type != SYM_KEYWORD ||
		    !(type->op->type & KW_SPECIFIER)) {
			ctx->autotype = 1;
			return next;
		}
	}
	return storage_specifier(next, kw, ctx, SAuto);
}

static struct token *autotype_specifier(struct token *next, struct symbol *kw,
					struct decl_state *ctx)
{
	ctx->autotype = 1;
	ctx->seen |= Set_T | Set_S;
	return next;
}

static struct token *thread_specifier(struct token *next, struct symbol *kw,
				      struct decl_state *ctx)
{
	if (ctx->is_tls)
		warning(next->pos, "duplicate %s", show_ident(kw->ident));
	ctx->is_tls = 1;
	check_tls(next->pos, ctx);
	return next;
}

struct token *inline_specifier(struct token *next, struct symbol *kw,
			       struct decl_state *ctx)
{
	if (ctx->is_inline)
		warning(next->pos, "duplicate inline");
	ctx->is_inline = 1;
	return next;
}

static struct token *noreturn_specifier(struct token *next, struct symbol *kw,
					struct decl_state *ctx)
{
	ctx->is_noreturn = 1;
	return next;
}

static struct token *complex_specifier(struct token *next, struct symbol *kw,
				       struct decl_state *ctx)
{
	ctx->is_complex = 1;
	return next;
}

/* A type keyword that names its own type: void, _Bool, _Float128 ... */
static struct token *type_specifier(struct token *next, struct symbol *kw,
				    struct decl_state *ctx)
{
	ctx->ctype.base_type = kw->keyword_type;
	return next;
}

/* '_BitInt' '(' constant-expression ')' (C23 6.7.2) */
static struct token *bitint_specifier(struct token *next, struct symbol *kw,
				      struct decl_state *ctx)
{
	next = expect(next, '(', "after _BitInt");
	next = constant_expression(next, &ctx->bitint);
	return expect(next, ')', "after _BitInt width");
}

/*
 * alignment-specifier: '_Alignas' '(' (type-name | expression) ')'
 * sparse reads a whole expression, commas included (6.7.5 says a constant).
 */
static struct token *alignas_specifier(struct token *next, struct symbol *kw,
				       struct decl_state *ctx)
{
	long long align = 0;

	if (!match_op(next, '(')) {
		sparse_error(next->pos, "expected '(' after _Alignas");
		return next;
	}
	if (lookup_type(next->next)) {
		struct symbol *type;

		next = typename(next->next, &type, NULL);
		align = type_alignment(type);
		next = expect(next, ')', "after _Alignas(...");
	} else {
		struct expression *expr = NULL;

		next = parse_expression(next->next, &expr);
		if (!expr)
			sparse_error(next->pos,
				     "an expression is expected before ')'");
		align = const_expression_value(expr);
		next = expect(next, ')', "after _Alignas");
	}
	if (align <= 0)
		warning(next->pos, "non-positive alignment");
	else if (align & (align - 1))
		warning(next->pos, "non-power-of-2 alignment");
	else if ((unsigned long)align > ctx->ctype.alignment)
		ctx->ctype.alignment = align;
	return next;
}

/* The type name or expression in typeof's parentheses, @next at '(' */
static struct token *typeof_operand(struct token *next, struct symbol *kw,
				    struct decl_state *ctx)
{
	if (lookup_type(next->next)) {
		struct symbol *type;

		next = typename(next->next, &type, NULL);
		ctx->ctype.base_type = type->ctype.base_type;
		if (type->ctype.alignment > ctx->ctype.alignment)
			ctx->ctype.alignment = type->ctype.alignment;
		if (!(kw->keyword_flags & KWF_UNQUAL))
			ctx->ctype.modifiers |= type->ctype.modifiers &
						MOD_QUALIFIER;
		if (type->ctype.as)
			ctx->ctype.as = type->ctype.as;
	} else {
		struct symbol *type = alloc_symbol(next->pos, SYM_TYPEOF);

		next = parse_expression(next->next, &type->typeof_expr);
		if (!type->typeof_expr)
			sparse_error(next->pos,
				     "expected expression after the '(' token");
		type->typeof_unqual = !!(kw->keyword_flags & KWF_UNQUAL);
		ctx->ctype.base_type = type;
	}
	return next;
}

/*
 * typeof-specifier: ('typeof' | 'typeof_unqual') '(' (type-name |
 *	expression) ')'  (C23 6.7.2.5)
 */
static struct token *typeof_specifier(struct token *next, struct symbol *kw,
				      struct decl_state *ctx)
{
	if (!match_op(next, '(')) {
		sparse_error(next->pos, "expected '(' after typeof");
		/* as sparse: the declaration is then of no type, not int */
		ctx->no_type = 1;
		return next;
	}
	if (!enter_nesting(next)) {
		leave_nesting();
		return skip_parens(next);
	}
	next = typeof_operand(next, kw, ctx);
	leave_nesting();
	return expect(next, ')', "after typeof");
}

// Structure, union and enumeration specifiers (6.7.2.1 to 6.7.2.3)

static struct token *struct_declaration_list(struct token *token,
					     struct symbol *sym);
static struct token *enumerator_list(struct token *token, struct symbol *sym);

/*
 * The tag @token names, for a specifier of @type.  A tag followed by '{'
 * or ';' declares one in the current scope (6.7.2.3p7); otherwise an
 * outer declaration is used, or a new incomplete one made.  At file
 * level the preamble's tags (-include) count as the file's own.
 */
static struct symbol *tag_symbol(struct token *token, enum type type)
{
	struct symbol *sym = lookup_symbol(token->ident, NS_STRUCT);
	struct token *next = token->next;

	if (!sym || (is_outer_scope(sym->scope) &&
		     (match_op(next, '{') || match_op(next, ';')))) {
		sym = alloc_symbol(token->pos, type);
		bind_symbol(sym, token->ident, NS_STRUCT);
	}
	/* as sparse: fatal, nothing after it is parsed */
	if (sym->type != type)
		error_die(token->pos, "invalid tag applied to %s",
			  show_typename(sym));
	return sym;
}

static struct token *struct_body(struct token *token, struct symbol *sym,
				 struct decl_state *ctx)
{
	if (sym->symbol_list || sym->defined)	/* fatal, as in sparse */
		error_die(token->pos, "redefinition of %s", show_typename(sym));
	sym->defined = 1;	/* a second body is a redefinition */
	if (!enter_nesting(token)) {
		leave_nesting();
		return skip_to(token, ';');
	}
	if (sym->type == SYM_ENUM)
		token = enumerator_list(token->next, sym);
	else
		token = struct_declaration_list(token->next, sym);
	leave_nesting();
	sym->endpos = token->pos;
	return expect(token, '}', "at end of specifier");
}

/*
 * struct-or-union-specifier: ('struct' | 'union') {attribute}
 *	[identifier] ['{' struct-declaration-list '}'] {attribute}
 * enum-specifier: 'enum' {attribute} [identifier] [':' type]
 *	['{' enumerator-list [','] '}']
 */
static struct token *tagged_specifier(struct token *token,
				      struct decl_state *ctx, enum type type)
{
	struct symbol *sym;
	struct decl_state attrs = { 0 };

	token = handle_attributes(token, &attrs);
	if (token_type(token) == TOKEN_IDENT) {
		struct position tag_pos = token->pos;

		sym = tag_symbol(token, type);
		token = token->next;
		/* a tag declared before its body is where the body is */
		if (match_op(token, '{') && !sym->defined)
			sym->pos = tag_pos;
	} else if (match_op(token, '{') || match_op(token, ':')) {
		sym = alloc_symbol(token->pos, type);
	} else {
		sparse_error(token->pos, "expected declaration");
		sym = alloc_symbol(token->pos, type);
		ctx->ctype.base_type = sym;
		return token;
	}
	ctx->ctype.base_type = sym;
	if (type == SYM_ENUM && match_op(token, ':')) {
		struct symbol *base;

		token = typename(token->next, &base, NULL);
		sym->ctype.base_type = base->ctype.base_type;
		sym->enum_fixed = 1;
	}
	/* after a bare tag, attributes are the declaration's (as GCC) */
	if (match_op(token, '{')) {
		token = struct_body(token, sym, ctx);
		token = handle_attributes(token, &attrs);
	}
	if (attrs.packed)
		sym->packed = 1;
	if (attrs.ctype.alignment > sym->ctype.alignment)
		sym->ctype.alignment = attrs.ctype.alignment;
	if (attrs.transparent_union)
		sym->transparent_union = 1;
	if (attrs.designated_init)
		sym->designated_init = 1;
	/*
	 * An address space, noderef, qualifiers: the type's, as in sparse:
	 * after typedef struct s {...} __user *p_t; a plain struct s is
	 * __user.  What is declared of it takes them once examined: an
	 * object at once, a pointer where its target is examined
	 * (examine_pointer_target()).
	 */
	sym->ctype.modifiers |= attrs.ctype.modifiers & MOD_PTRINHERIT;
	if (attrs.ctype.as)
		sym->ctype.as = attrs.ctype.as;
	return token;
}

static struct token *struct_specifier(struct token *next, struct symbol *kw,
				      struct decl_state *ctx)
{
	return tagged_specifier(next, ctx, SYM_STRUCT);
}

static struct token *union_specifier(struct token *next, struct symbol *kw,
				     struct decl_state *ctx)
{
	return tagged_specifier(next, ctx, SYM_UNION);
}

static struct token *enum_specifier(struct token *next, struct symbol *kw,
				    struct decl_state *ctx)
{
	return tagged_specifier(next, ctx, SYM_ENUM);
}

/*
 * -funsigned-bitfields: a bit-field of a plain integer type, one that
 * 'signed' was not written for (through a typedef too), is unsigned.
 */
static struct symbol *bitfield_type(struct symbol *type)
{
	if (funsigned_bitfields <= 0)
		return type;
	return plain_int_type(type, true);
}

/* A bit-field's width: a SYM_BITFIELD between the member and its type. */
static struct token *bitfield(struct token *token, struct symbol *member)
{
	struct symbol *field = alloc_symbol(token->pos, SYM_BITFIELD);
	struct symbol *type = member->ctype.base_type;
	struct position pos = token->pos;
	long long width;

	field->ident = member->ident;
	/* as an array, the modifiers the member was declared with */
	field->ctype.modifiers = member->ctype.modifiers &
				 ~(MOD_DECLARE | MOD_PACKED);
	token = constant_expression(token->next, &field->array_size);
	width = const_expression_value(field->array_size);
	if (type && (is_int_type(type) || type->type == SYM_TYPEOF ||
		     (type->type == SYM_BASETYPE && type == &bool_ctype))) {
		field->ctype.base_type = bitfield_type(type);
		field->option_unsigned = field->ctype.base_type != type;
		field->bit_size = width;
		member->ctype.base_type = field;
	} else if (type) {
		sparse_error(pos, "invalid bitfield specifier for type %s.",
			     show_typename(type));
		return token;
	}
	if (width < 0 || (width == 0 && member->ident))
		sparse_error(token->pos, "bitfield '%s' has invalid width (%lld)",
			     show_ident(member->ident), width);
	else if (width == 1 && Wone_bit_signed_bitfield && member->ident &&
		 type &&
		 type->type == SYM_BASETYPE &&
		 type->ctype.modifiers & MOD_SIGNED)
		sparse_error(token->pos, "dubious one-bit signed bitfield");
	else if (Wdefault_bitfield_sign && member->ident && type &&
		 type->type == SYM_BASETYPE &&
		 !(type->ctype.modifiers &
		   (MOD_EXPLICITLY_SIGNED | MOD_UNSIGNED)) &&
		 type != &bool_ctype)
		warning(token->pos, "dubious bitfield without explicit `signed' or `unsigned'");
	return token;
}

static void copy_ctype(struct symbol *sym, struct decl_state *ctx)
{
	sym->ctype = ctx->ctype;
	sym->ctype.contexts = NULL;
	concat_ptr_list(ctx->ctype.contexts, &sym->ctype.contexts);
}

/* struct-declarator: declarator | [declarator] ':' constant-expression */
static struct token *struct_declarator(struct token *token, struct symbol *sym,
				       struct decl_state *base)
{
	struct decl_state ctx = *base;
	struct ident *ident = NULL;
	struct symbol *member = alloc_symbol(token->pos, SYM_NODE);

	ctx.ident = &ident;
	ctx.prefer_abstract = 0;
	token = declarator(token, &ctx);
	if (match_op(token, ':')) {
		member->ctype = ctx.ctype;
		member->ident = ident;
		token = bitfield(token, member);
		ctx.ctype.base_type = member->ctype.base_type;
	}
	token = handle_attributes(token, &ctx);
	copy_ctype(member, &ctx);
	member->ident = ident;
	member->packed = ctx.packed;
	member->endpos = token->pos;
	add_ptr_list(&sym->symbol_list, member);
	return token;
}

/*
 * struct-declaration: specifier-qualifier-list [struct-declarator-list] ';'
 *	| static_assert-declaration
 * Without declarators, a struct or union type is an anonymous member.
 */
static struct token *struct_declaration(struct token *token,
					struct symbol *sym)
{
	struct decl_state ctx = { 0 };

	token = declaration_specifiers(token, &ctx);
	resolve_specifiers(token, &ctx);
	if (match_op(token, ';')) {
		struct symbol *member = alloc_symbol(token->pos, SYM_NODE);

		copy_ctype(member, &ctx);
		add_ptr_list(&sym->symbol_list, member);
		return token;
	}
	for (;;) {
		token = struct_declarator(token, sym, &ctx);
		if (!match_op(token, ','))
			break;
		token = token->next;
	}
	return token;
}

/* struct-declaration-list: struct-declaration { struct-declaration } */
static struct token *struct_declaration_list(struct token *token,
					     struct symbol *sym)
{
	while (!match_op(token, '}')) {
		struct token *start = token;

		if (is_static_assert(token)) {
			token = static_assert_declaration(token, NULL);
			continue;
		}
		if (match_op(token, ';')) {
			token = token->next;
			continue;
		}
		token = struct_declaration(token, sym);
		if (!match_op(token, ';')) {
			sparse_error(token->pos, "expected ; at end of declaration");
			break;
		}
		token = token->next;
		if (token == start)
			token = token->next;	/* no progress: drop it */
	}
	return token;
}

/*
 * What the members of one enum have been so far: the last value and its
 * type, their range, and whether they agree on being bitwise.
 */
struct enum_state {
	struct symbol *type;		/* the last value's type; NULL first */
	unsigned long long value;	/* the last value */
	bool below_zero;		/* and whether it is below 0 */
	struct symbol *restricted;	/* the bitwise type of the first */
	bool warned;			/* "mixed bitwiseness" said once */
	bool negative;			/* some value is below 0 */
	long long min;			/* the smallest value below 0 */
	unsigned long long max;		/* the largest value from 0 up */
};

/* The bitwise type behind @type, or NULL. */
static struct symbol *restricted_type(struct symbol *type)
{
	type = unqualified_type(type);
	return type && type->type == SYM_RESTRICT ? type : NULL;
}

/* Whether @value, of the integer type @type, is below 0. */
static bool is_negative(unsigned long long value, struct symbol *type)
{
	struct symbol *base = unqualified_type(type);
	long bits;

	if (base && base->type == SYM_RESTRICT)
		base = unqualified_type(base->ctype.base_type);
	if (!base || base->ctype.modifiers & MOD_UNSIGNED)
		return false;
	bits = base->bit_size > 0 ? base->bit_size : 64;
	if (bits < 64)
		return value >> (bits - 1) & 1;
	return (long long)value < 0;
}

/* The members of an enum must agree on their bitwise type. */
static void check_enum_bitwise(struct enum_state *enums, struct position pos,
			       struct symbol *type)
{
	struct symbol *restricted = restricted_type(type);
	struct symbol *first = enums->restricted;

	if (!enums->type) {
		enums->restricted = restricted;
	} else if (restricted && first && restricted != first) {
		sparse_error(pos, "incompatible restricted type");
		info(pos, "   expected: %s", show_typename(first));
		info(pos, "        got: %s", show_typename(restricted));
		enums->type = &bad_ctype;
	} else if (!restricted != !first && !enums->warned) {
		warning(pos, "mixed bitwiseness");
		enums->warned = true;
	}
}

/* The value of 'ident = expr', and its type; a bad one makes the enum's. */
static void enum_value(struct enum_state *enums, struct expression *expr)
{
	unsigned long long value = get_expression_value(expr);
	struct symbol *type = expr->ctype;

	if (!type || type == &bad_ctype || !is_int_type(type)) {
		enums->type = &bad_ctype;
		enums->value = 0;
		return;
	}
	if (enums->type != &bad_ctype)
		check_enum_bitwise(enums, expr->pos, type);
	if (enums->type != &bad_ctype)
		enums->type = type;
	enums->value = value;
	enums->below_zero = is_negative(value, type);
}

/* The value of a bare 'ident': one more than the last, 0 first. */
static void enum_next_value(struct enum_state *enums, struct position pos)
{
	if (!enums->type) {
		enums->type = &int_ctype;
		enums->value = 0;
		return;
	}
	if (enums->type == &bad_ctype || restricted_type(enums->type))
		error_die(pos, "can't increment the last enum member");
	enums->value++;
	if (enums->below_zero)
		enums->below_zero = (long long)enums->value < 0;
}

static void enum_range(struct enum_state *enums)
{
	unsigned long long value = enums->value;

	if (enums->type == &bad_ctype)
		return;
	if (enums->below_zero) {
		enums->negative = true;
		if ((long long)value < enums->min)
			enums->min = value;
	} else if (value > enums->max) {
		enums->max = value;
	}
}

/* enumerator: identifier {attribute} ['=' constant-expression] */
static struct token *enumerator(struct token *token, struct symbol *sym,
				struct enum_state *enums)
{
	struct symbol *member = alloc_symbol(token->pos, SYM_NODE);
	struct expression *expr = NULL, *value;
	struct decl_state attrs = { 0 };
	struct token *name = token;

	token = handle_attributes(token->next, &attrs);
	if (match_op(token, '=')) {
		token = constant_expression(token->next, &expr);
		if (expr)
			enum_value(enums, expr);
	}
	if (!expr)
		enum_next_value(enums, name->pos);
	enum_range(enums);
	value = alloc_const_expression(expr ? expr->pos : name->pos, 0);
	value->value = enums->value;
	value->ctype = enums->type;
	value->flags = CEF_ENUM | CEF_SET_ICE;
	if (expr && expr->type == EXPR_VALUE)
		value->taint = expr->taint;	/* (1, 2): no ICE */
	member->initializer = value;
	member->ctype.base_type = sym;
	member->enumerator = 1;
	bind_symbol(member, name->ident, NS_SYMBOL);
	add_ptr_list(&sym->symbol_list, member);
	return token;
}

/*
 * The enum's base type: the bitwise type its members share, or the
 * first of int, unsigned int, long, unsigned long, (long long, unsigned
 * long long) that holds every value, unsigned when none is below 0.
 */
static struct symbol *enum_base_type(const struct enum_state *enums)
{
	bool big = bits_in_long < 64;

	if (enums->type == &bad_ctype)
		return &bad_ctype;
	if (enums->restricted && !enums->warned)
		return enums->restricted;
	if (!enums->negative) {
		if (enums->max <= 0xffffffffULL)
			return &uint_ctype;
		return big ? &ullong_ctype : &ulong_ctype;
	}
	if (enums->min >= -0x80000000LL && enums->max <= 0x7fffffffULL)
		return &int_ctype;
	return big ? &llong_ctype : &long_ctype;
}

/*
 * Each enumerator's type, once the base type is known: int for a value
 * from 0 to INT_MAX, else the base type (as sparse has it); with a fixed
 * or a bitwise base, that type.
 */
static void type_enumerators(struct symbol *sym, struct symbol *base)
{
	struct symbol *member;

	FOR_EACH_PTR(sym->symbol_list, member) {
		struct expression *value = member->initializer;

		if (base == &bad_ctype || restricted_type(base) ||
		    sym->enum_fixed || value->value > 0x7fffffffULL)
			value->ctype = base;
		else
			value->ctype = &int_ctype;
	} END_FOR_EACH_PTR(member);
}

/* enumerator-list: enumerator { ',' enumerator } */
static struct token *enumerator_list(struct token *token, struct symbol *sym)
{
	struct enum_state enums = { 0 };

	if (match_op(token, '}'))
		sparse_error(token->pos, "empty enum definition");
	while (token_type(token) == TOKEN_IDENT) {
		token = enumerator(token, sym, &enums);
		if (!match_op(token, ','))
			break;
		token = token->next;
	}
	if (!sym->enum_fixed)
		sym->ctype.base_type = enum_base_type(&enums);
	type_enumerators(sym, sym->ctype.base_type);
	return token;
}

// Declarators (6.7.6)

/* The qualifiers and attributes after a '*' go to the pointer itself. */
static struct token *pointer_qualifiers(struct token *token,
					struct decl_state *ctx)
{
	for (;;) {
		struct symbol *kw = keyword_of(token, NS_TYPEDEF,
					       KW_QUALIFIER | KW_ATTRIBUTE);
		bool stop = false;

		if (is_attribute_start(token)) {
			token = attribute_specifier(token, ctx);
			continue;
		}
		if (!kw)
			return token;
		token = specifier_keyword(token, kw, ctx, &stop);
	}
}

/*
 * pointer: '*' {type-qualifier | attribute} [pointer]
 * The SYM_PTR takes what was said of the pointed-to type (its qualifiers,
 * address space, contexts); the declared thing starts afresh.
 */
static struct token *pointer(struct token *token, struct decl_state *ctx)
{
	while (match_op(token, '*')) {
		struct symbol *ptr = alloc_symbol(token->pos, SYM_PTR);

		ptr->ctype = ctx->ctype;
		ptr->ctype.modifiers &= ~MOD_DECLARE;
		ptr->ctype.alignment = 0;
		ctx->ctype.modifiers &= MOD_DECLARE;
		ctx->ctype.base_type = ptr;
		ctx->ctype.as = NULL;
		ctx->ctype.contexts = NULL;
		token = pointer_qualifiers(token->next, ctx);
	}
	return token;
}

/* The first token after any attributes at @token. */
static struct token *skip_attributes(struct token *token)
{
	for (;;) {
		struct symbol *kw = keyword_of(token, NS_TYPEDEF, KW_ATTRIBUTE);

		if (!kw || !match_op(token->next, '('))
			return token;
		token = skip_parens(token->next);
	}
}

/*
 * At '(' in a declarator with no name yet: a nested declarator, or a
 * function's parameter list?  A parameter list starts with ')' or '...';
 * where the declarator may be abstract, a type starts one too (6.7.6.3p11:
 * a lone typedef name in parentheses is a parameter).  Anything else is
 * nested, garbage included, as sparse has it: `int (1);` is "Expected ) in
 * nested declarator".
 */
static bool is_nested(struct token *token, struct decl_state *ctx)
{
	struct token *next = skip_attributes(token->next);

	if (match_op(next, ')') || match_op(next, SPECIAL_ELLIPSIS))
		return next != token->next;
	if (!ctx->prefer_abstract)
		return true;
	return !lookup_type(next);
}

static struct token *parameter_declaration(struct token *token,
					   struct symbol **out);

/* identifier-list: identifier { ',' identifier }, of K&R definitions */
static struct token *identifier_list(struct token *token, struct symbol *fn)
{
	fn->oldstyle = 1;
	while (token_type(token) == TOKEN_IDENT) {
		struct symbol *arg = alloc_symbol(token->pos, SYM_NODE);

		arg->ident = token->ident;
		add_ptr_list(&fn->arguments, arg);
		token = token->next;
		/* as sparse: a ',' goes on only to another identifier */
		if (!match_op(token, ',') || !is_plain_identifier(token->next))
			break;
		token = token->next;
	}
	return token;
}

/* The parameter-declarations of a parameter-type-list. */
static struct token *parameter_declarations(struct token *token,
					    struct symbol *fn)
{
	for (;;) {
		struct symbol *arg;

		if (match_op(token, SPECIAL_ELLIPSIS)) {
			if (!fn->arguments && !is_c23())
				warning(token->pos,
					"variadic functions must have one named argument");
			fn->variadic = 1;
			return token->next;
		}
		token = parameter_declaration(token, &arg);
		if (arg->ctype.base_type == &void_ctype && !arg->ident &&
		    !fn->arguments)
			return token;		/* (void): no parameters */
		if (arg->ctype.base_type == &void_ctype)
			warning(token->pos, "void parameter");
		add_ptr_list(&fn->arguments, arg);
		if (!match_op(token, ','))
			return token;
		token = token->next;
	}
}

/*
 * -Wstrict-prototypes, as sparse has it: '(' ')' of a declarator that
 * names something (or could: a parameter), unless a ';' or a ',' ends the
 * declarator there.  @name is NULL after a nested declarator and in type
 * names.
 */
static void check_prototype(struct token *close, struct ident **name)
{
	if (!Wstrict_prototypes || !name || match_op(close->next, ';') ||
	    match_op(close->next, ','))
		return;
	warning(close->pos, "non-ANSI function declaration of function '%s'",
		show_ident(*name));
}

/*
 * parameter-type-list: parameter-declaration { ',' parameter-declaration }
 *	[',' '...']
 * '(' 'void' ')' has no parameters; '(' ')' none known, before C23.
 */
static struct token *parameter_type_list(struct token *token, struct symbol *fn,
					 struct decl_state *ctx,
					 struct ident **name)
{
	if (match_op(token, ')')) {
		fn->oldstyle = !is_c23();
		if (fn->oldstyle)
			check_prototype(token, name);
		return token;
	}
	if (is_plain_identifier(token) &&
	    !keyword_of(token, NS_TYPEDEF, KW_ATTRIBUTE)) {
		if (ctx->prefer_abstract)
			warning(fn->pos, "identifier list not in definition");
		return identifier_list(token, fn);
	}
	/* as sparse: the first parameter starts with its specifiers */
	if (!lookup_type(token) && !match_op(token, SPECIAL_ELLIPSIS) &&
	    !(is_attribute_start(token)))
		return token;
	/*
	 * as sparse: the parameters are bound where the body starts (a
	 * definition's), not for the later ones: int f(int n, int a[n])
	 * reads the n of the scope around (undefined, at file scope)
	 */
	return parameter_declarations(token, fn);
}

/* The function attributes that stay with the declared name. */
#define MOD_NAME_ATTRS	(MOD_UNUSED | MOD_EXT_VISIBLE)

/*
 * '(' parameter-type-list ')': a SYM_FN under the current type.  As in
 * sparse, the function attributes said so far (noreturn, pure, ...; not
 * unused, externally_visible) are the function's: for a pointer to it, they are what the
 * pointer points to ("void ( [noreturn] *p )( ... )").
 */
static struct token *function_declarator(struct token *token,
					 struct ctype *ctype,
					 struct decl_state *ctx,
					 struct ident **name)
{
	struct symbol *fn = alloc_symbol(token->pos, SYM_FN);

	fn->ctype.base_type = ctype->base_type;
	ctype->base_type = fn;
	ctype->modifiers |= ctx->f_modifiers & ~MOD_NAME_ATTRS;
	if (!enter_nesting(token)) {
		leave_nesting();
		return skip_parens(token);
	}
	token = parameter_type_list(token->next, fn, ctx, name);
	leave_nesting();
	return expect(token, ')', "in function declarator");
}

/*
 * '[' ['static'] {type-qualifier} ['static'] [assignment-expression | '*']
 * ']': a SYM_ARRAY under the current type.  The qualifiers and static
 * of a parameter's array are parsed and dropped, as sparse drops them.
 * As sparse, the array keeps the modifiers its elements were declared
 * with (what show_typename() shows of it: "int const [usertype] [2]").
 */
static struct token *array_declarator(struct token *token, struct ctype *ctype)
{
	struct symbol *array = alloc_symbol(token->pos, SYM_ARRAY);
	bool is_static = false;

	array->ctype.modifiers = ctype->modifiers & ~(MOD_DECLARE | MOD_PACKED);
	array->ctype.base_type = ctype->base_type;
	ctype->base_type = array;
	token = token->next;
	for (;;) {
		struct symbol *kw = keyword_of(token, NS_TYPEDEF,
					       KW_QUALIFIER | KW_STATIC);
		struct decl_state quals = { 0 };	/* dropped */
		bool stop = false;

		if (!kw)
			break;
		if (kw->op->type & KW_STATIC) {
			if (is_static)
				sparse_error(token->pos, "duplicate array static declarator");
			is_static = true;
			token = token->next;
			continue;
		}
		token = specifier_keyword(token, kw, &quals, &stop);
	}
	if (match_op(token, '*') && match_op(token->next, ']'))
		token = token->next;		/* [*]: a VLA of unknown size */
	else if (!match_op(token, ']'))
		token = assignment_expression(token, &array->array_size);
	return expect(token, ']', "in abstract_array_declarator");
}

/* Past the suffixes of a declarator nested too deep (one error said so). */
static struct token *skip_suffixes(struct token *token)
{
	while (match_op(token, '(') || match_op(token, '[')) {
		int depth = 0;

		do {
			if (match_op(token, '(') || match_op(token, '['))
				depth++;
			else if (match_op(token, ')') || match_op(token, ']'))
				depth--;
			token = token->next;
		} while (depth > 0 && !eof_token(token));
	}
	return token;
}

/*
 * The suffixes of a direct declarator: one function's parameters, or
 * array sizes.  A function returns no array or function, nor is there an
 * array of functions: as in sparse, the declarator ends before such a
 * suffix ("Expected ; at end of declaration").  Each array is a level of
 * the type, walked recursively later: a long chain counts as nesting.
 * @name is where the name went, NULL after a nested declarator.
 */
static struct token *declarator_suffixes(struct token *token,
					 struct ctype *ctype,
					 struct decl_state *ctx,
					 struct ident **name)
{
	int levels = 0;

	if (match_op(token, '('))
		return function_declarator(token, ctype, ctx, name);
	while (match_op(token, '[') && !is_attribute_start(token)) {
		levels++;
		if (!enter_nesting(token)) {
			token = skip_suffixes(token);
			break;
		}
		token = array_declarator(token, ctype);
		ctype = &ctype->base_type->ctype;
	}
	while (levels--)
		leave_nesting();
	return token;
}

/*
 * direct-declarator: identifier | '(' {attribute} declarator ')'
 *	| direct-declarator ('[' ... ']' | '(' ... ')')
 * The suffixes of a parenthesized declarator apply to the type under what
 * the parentheses declared: found by walking down to the old base type.
 */
static struct token *direct_declarator(struct token *token,
				       struct decl_state *ctx)
{
	struct ctype *ctype = &ctx->ctype;

	if (ctx->ident && token_type(token) == TOKEN_IDENT) {
		*ctx->ident = token->ident;
		ctx->name_pos = token->pos;
		token = token->next;
	} else if (match_op(token, '(') && is_nested(token, ctx)) {
		struct symbol *base = ctype->base_type;

		if (!enter_nesting(token)) {
			leave_nesting();
			return skip_parens(token);
		}
		token = handle_attributes(token->next, ctx);
		token = declarator(token, ctx);
		leave_nesting();
		token = expect(token, ')', "in nested declarator");
		while (ctype->base_type != base && ctype->base_type)
			ctype = &ctype->base_type->ctype;
		return declarator_suffixes(token, ctype, ctx, NULL);
	}
	return declarator_suffixes(token, ctype, ctx, ctx->ident);
}

/* The attributes before a declarator: as sparse, an asm there is the name. */
static struct token *leading_attributes(struct token *token,
					struct decl_state *ctx)
{
	struct symbol *kw = keyword_of(token, NS_TYPEDEF, KW_ATTRIBUTE);

	if (kw && kw->op->declarator == asm_label)
		return token;
	return handle_attributes(token, ctx);
}

/* declarator: {attribute} [pointer] direct-declarator (6.7.6) */
static struct token *declarator(struct token *token, struct decl_state *ctx)
{
	token = leading_attributes(token, ctx);
	token = pointer(token, ctx);
	return direct_declarator(token, ctx);
}

/* parameter-declaration: declaration-specifiers [declarator |
 *	abstract-declarator] */
static struct token *parameter_declaration(struct token *token,
					   struct symbol **out)
{
	struct decl_state ctx = { 0 };
	struct ident *ident = NULL;
	struct symbol *arg = alloc_symbol(token->pos, SYM_NODE);

	token = declaration_specifiers(token, &ctx);
	resolve_specifiers(token, &ctx);
	ctx.ident = &ident;
	ctx.prefer_abstract = 1;
	token = declarator(token, &ctx);
	token = handle_attributes(token, &ctx);
	if (ctx.storage_class == SRegister)
		ctx.ctype.modifiers |= MOD_REGISTER;
	/* mode(X) here too; without a type it is an error, as sparse */
	if (ctx.mode)
		ctx.ctype.base_type = apply_mode(token->pos, ctx.mode,
						 ctx.ctype.base_type);
	copy_ctype(arg, &ctx);
	arg->ident = ident;
	arg->endpos = token->pos;
	/* __force on a parameter: any argument goes, as if cast */
	arg->forced_arg = ctx.is_forced;
	*out = arg;
	return token;
}

/*
 * type-name: specifier-qualifier-list [abstract-declarator] (6.7.7)
 * *forced tells of __attribute__((force)), for casts.
 */
struct token *typename(struct token *token, struct symbol **p, int *forced)
{
	struct decl_state ctx = { 0 };
	struct symbol *sym = alloc_symbol(token->pos, SYM_NODE);

	*p = sym;
	token = declaration_specifiers(token, &ctx);
	resolve_specifiers(token, &ctx);
	ctx.prefer_abstract = 1;
	token = declarator(token, &ctx);
	if (forced)
		*forced = ctx.is_forced;
	copy_ctype(sym, &ctx);
	if (ctx.storage_class)
		warning(sym->pos, "storage class in typename (%s %s)",
			storage_names[ctx.storage_class], show_typename(sym));
	if (ctx.mode)
		sym->ctype.base_type = apply_mode(sym->pos, ctx.mode,
						  sym->ctype.base_type);
	return token;
}

// Declarations (6.7) and function definitions (6.9.1)

/* The declared symbol's type and modifiers, from the declarator. */
static void finish_declarator(struct symbol *decl, struct decl_state *ctx,
			      struct position end)
{
	struct symbol *type;

	if (ctx->mode)
		ctx->ctype.base_type = apply_mode(end, ctx->mode,
						  ctx->ctype.base_type);
	copy_ctype(decl, ctx);
	decl->ctype.modifiers |= storage_modifiers[ctx->storage_class] |
				 (ctx->f_modifiers & MOD_NAME_ATTRS);
	if (ctx->is_noreturn)
		decl->ctype.modifiers |= MOD_NORETURN;
	/*
	 * A function's attributes after its declarator are its own too; an
	 * object's (a pointer to a function) are lost, as in sparse.
	 */
	type = decl->ctype.base_type;
	if (type && type->type == SYM_FN)
		decl->ctype.modifiers |= ctx->f_modifiers;
	/* a function without a storage class has external linkage */
	if (type && type->type == SYM_FN && ctx->storage_class == SNone)
		decl->ctype.modifiers |= MOD_EXTERN;
	if (ctx->is_inline)
		decl->ctype.modifiers |= MOD_INLINE;
	if (ctx->is_inline && ctx->storage_class == SExtern)
		decl->extern_inline = 1;
	if (ctx->is_tls)
		decl->ctype.modifiers |= MOD_TLS;
	/* a typedef's own name is a user type, as sparse shows it */
	if (ctx->storage_class == STypedef)
		decl->ctype.modifiers |= MOD_USERTYPE;
	decl->cleanup = ctx->cleanup;
	type = decl->ctype.base_type;
	/* typedef struct { ... } name_t: the struct is named after it */
	if (ctx->storage_class == STypedef && type && !type->ident &&
	    *ctx->ident && (type->type == SYM_STRUCT ||
			    type->type == SYM_UNION || type->type == SYM_ENUM))
		type->ident = *ctx->ident;
	if (ctx->storage_class == STypedef && type &&
	    decl->ctype.modifiers & MOD_BITWISE) {
		struct symbol *restricted = alloc_symbol(decl->pos, SYM_RESTRICT);

		restricted->ctype.base_type = type;
		restricted->ident = *ctx->ident;
		decl->ctype.base_type = restricted;
		decl->ctype.modifiers &= ~MOD_BITWISE;
	}
}

/*
 * A declaration without a type: int (C89 implicit int), with a warning
 * when it is the object's or the function's own type, as sparse: *p, a[2]
 * and *f(void) go quietly; so does all without @ident.
 */
static void implicit_int(struct symbol *decl, struct ident *ident)
{
	struct symbol *base = decl->ctype.base_type, **where = NULL;
	struct ctype *ctype = &decl->ctype;

	while (ctype->base_type) {
		where = &ctype->base_type;
		ctype = &ctype->base_type->ctype;
	}
	if (ident && !base)
		warning(decl->pos, "'%s' has implicit type", show_ident(ident));
	else if (ident && base->type == SYM_FN && !base->ctype.base_type)
		warning(decl->pos, "'%s()' has implicit return type",
			show_ident(ident));
	/* as sparse: a name and what a function it names returns are
	 * int; the rest (behind a pointer or an array) of an incomplete type */
	if (!where)
		decl->ctype.base_type = &int_ctype;
	else if (*where == base && base->type == SYM_FN)
		(*where)->ctype.base_type = &int_ctype;
	else
		(*where)->ctype.base_type = &incomplete_ctype;
}

static bool has_implicit_type(struct symbol *decl)
{
	struct symbol *type = decl->ctype.base_type;

	while (type && type->ctype.base_type)
		type = type->ctype.base_type;
	return !type || type->type == SYM_FN || type->type == SYM_PTR ||
	       type->type == SYM_ARRAY;
}

/* Give the parameter @sym declares its type: false if there is none. */
/*
 * As sparse: a K&R parameter of an integer type narrower than int (char,
 * short, _Bool, a typedef of one; not an enum) is an int, as its
 * argument was promoted; its qualifiers stay.
 */
static void kr_promote_parameter(struct symbol *arg)
{
	struct symbol *type = arg->ctype.base_type;

	while (type && type->type == SYM_NODE)
		type = type->ctype.base_type;
	if (!type || type->type != SYM_BASETYPE || !is_int_type(type) ||
	    type->bit_size >= bits_in_int)
		return;
	arg->ctype.base_type = &int_ctype;
	arg->ctype.modifiers &= ~MOD_SIGNEDNESS;
}

static bool kr_parameter_declared(struct symbol *fn, struct symbol *sym)
{
	struct symbol *arg;

	FOR_EACH_PTR(fn->arguments, arg) {
		if (arg->ident == sym->ident) {
			arg->ctype = sym->ctype;
			kr_promote_parameter(arg);
			return true;
		}
	} END_FOR_EACH_PTR(arg);
	return false;
}

/* K&R: the declarations between ')' and '{' give the parameters types. */
static struct token *kr_parameters(struct token *token, struct symbol *decl,
				   struct symbol *fn)
{
	struct symbol_list *list = NULL, *nonsense = NULL;
	struct symbol *arg, *sym;

	bool declared = !match_op(token, '{');

	if (declared && Wold_style_definition)
		warning(token->pos, "non-ANSI definition of function '%s'",
			show_ident(decl->ident));
	/* after a prototype, as sparse: its types give way to the list's */
	if (declared && !fn->oldstyle) {
		FOR_EACH_PTR(fn->arguments, arg) {
			arg->ctype.base_type = NULL;
		} END_FOR_EACH_PTR(arg);
	}
	/* a scope of their own: none is seen past them, as in sparse */
	start_block_scope();
	while (!match_op(token, '{') && !eof_token(token)) {
		struct token *start = token;

		state.kr_unended = false;
		token = declaration(token, &list, DECL_KR);
		if (token == start || state.kr_unended)
			break;	/* as sparse: the body is expected there */
		if (match_op(token, ';'))
			token = token->next;
	}
	end_block_scope();
	FOR_EACH_PTR(list, sym) {
		if (!kr_parameter_declared(fn, sym))
			add_ptr_list(&nonsense, sym);
	} END_FOR_EACH_PTR(sym);
	FOR_EACH_PTR(fn->arguments, arg) {
		if (arg->ctype.base_type)
			continue;
		/* -Wno-implicit-int: an int, quietly, as sparse */
		if (Wimplicit_int && declared)
			warning(arg->pos, "missing type declaration for parameter '%s'",
				show_ident(arg->ident));
		else if (Wimplicit_int)
			sparse_error(arg->pos, "missing type declaration for parameter '%s'",
				     show_ident(arg->ident));
		arg->ctype.base_type = &int_ctype;
	} END_FOR_EACH_PTR(arg);
	FOR_EACH_PTR(nonsense, sym) {
		warning(sym->pos, "nonsensical parameter declaration '%s'",
			show_ident(sym->ident));
	} END_FOR_EACH_PTR(sym);
	return token;
}

/*
 * __func__ (6.4.2.2) and GCC's two old names: as sparse, static char []
 * (not const: passed where a char * is wanted, nothing is said).
 */
struct symbol *function_name_symbol(struct token *token)
{
	struct ident *name = token->ident;
	struct position pos = token->pos;
	struct scope *block = block_scope;
	struct symbol *sym, *array;
	struct expression *string;
	const char *text;
	size_t len;

	if (!state.fn || (name != func_ident && name != function_ident &&
			  name != pretty_function_ident))
		return NULL;
	if (!state.fn->ident)
		return NULL;	/* as sparse: a function named by a reserved word */
	sym = alloc_symbol(pos, SYM_NODE);
	array = alloc_symbol(pos, SYM_ARRAY);
	string = alloc_expression(pos, EXPR_STRING);
	text = show_ident(state.fn->ident);
	len = strlen(text);
	string->string = __alloc_string(len + 1);
	string->string->length = len + 1;
	memcpy(string->string->data, text, len + 1);
	array->ctype.base_type = &char_ctype;
	array->array_size = alloc_const_expression(pos, len + 1);
	sym->ctype.base_type = array;
	sym->ctype.modifiers = MOD_STATIC;
	sym->initializer = string;
	/* in the function's scope, whatever block uses it first */
	block_scope = function_scope;
	bind_symbol(sym, name, NS_SYMBOL);
	block_scope = block;
	return sym;
}

static void bind_parameters(struct symbol *fn)
{
	struct symbol *arg;

	FOR_EACH_PTR(fn->arguments, arg) {
		if (!arg->ident) {
			sparse_error(arg->pos, "no identifier for function argument");
			continue;
		}
		if (!arg->ctype.base_type) {	/* (register r) */
			sparse_error(arg->pos, "missing type declaration for parameter '%s'",
				     show_ident(arg->ident));
			arg->ctype.base_type = &int_ctype;
		}
		if (!arg->bound)
			bind_symbol(arg, arg->ident, NS_SYMBOL);
	} END_FOR_EACH_PTR(arg);
}

/* function-body: compound-statement, in the function's scope */
static struct token *function_body(struct token *token, struct symbol *decl,
				   struct symbol *fn)
{
	struct statement *stmt = alloc_statement(token->pos, STMT_COMPOUND);
	/* it stands where the function is declared (its exit block too) */
	struct symbol *ret = alloc_symbol(decl->pos, SYM_NODE);
	struct parse_state outer = state;

	state.fn = decl;
	state.computed_goto = state.label_address = false;
	start_function_scope();
	bind_parameters(fn);
	ret->ctype.base_type = fn->ctype.base_type;
	bind_symbol(ret, return_ident, NS_ITERATOR);
	stmt->ret = ret;
	/* an inline body stays as parsed: inline.c copies it */
	if (decl->ctype.modifiers & MOD_INLINE)
		fn->inline_stmt = stmt;
	else
		fn->stmt = stmt;
	token = compound_statement(token->next, stmt);
	end_function_scope();	/* back to the block it is in, if nested */
	if (state.computed_goto && !state.label_address)
		warning(decl->pos, "function '%s' has computed goto but no targets?",
			show_ident(decl->ident));
	outer.depth = state.depth;
	state = outer;
	decl->endpos = token->pos;
	return expect(token, '}', "at end of function");
}

/*
 * A file-scope redeclaration of a static symbol without a storage class
 * (@no_storage) is static too, as sparse makes it; an extern one stays
 * extern (with an initializer it becomes a definition with external
 * linkage after all).
 */
static void inherit_static(struct symbol *decl, struct symbol *prev,
			   bool no_storage)
{
	unsigned long mods = decl->ctype.modifiers;

	if (!no_storage || decl->scope != file_scope ||
	    !(prev->ctype.modifiers & MOD_STATIC))
		return;
	/* a function's implicit extern goes; as bound: not addressable
	 * from elsewhere (symbol.c) */
	mods &= ~(MOD_EXTERN | MOD_ADDRESSABLE);
	decl->ctype.modifiers = mods | MOD_STATIC;
}

/*
 * A file's symbol with external linkage and one of the preamble's (a file
 * given with -include): sparse binds both in its global scope, so they
 * are one symbol (the preamble's static too); the file's statics are not.
 */
static bool in_preamble_scope(struct symbol *decl, struct symbol *prev)
{
	return decl->scope == file_scope && prev->scope == global_scope &&
	       !(decl->ctype.modifiers & MOD_STATIC);
}

/*
 * Link a redeclaration to the earlier one in the same scope; as sparse,
 * one with external linkage in a block (a nested function too) to the
 * nearest outer one with external linkage that is not static.
 */
static void link_declaration(struct symbol *decl, bool no_storage)
{
	struct symbol *prev = decl->next_id;
	bool external = decl->scope != file_scope &&
			decl->ctype.modifiers & MOD_EXTERN;

	for (; prev; prev = prev->next_id) {
		if (!(prev->namespace & NS_SYMBOL))
			continue;
		if (prev->scope == decl->scope ||
		    in_preamble_scope(decl, prev) ||
		    (external && (prev->ctype.modifiers &
				  (MOD_EXTERN | MOD_STATIC)) == MOD_EXTERN)) {
			decl->same_symbol = prev;
			decl->definition = prev->definition;
			inherit_static(decl, prev, no_storage);
			/* as sparse: what the earlier one said of its calls */
			decl->ctype.modifiers |= prev->ctype.modifiers &
				(MOD_NORETURN | MOD_PURE | MOD_PURE_CONST);
			return;
		}
		if (!external)
			return;
	}
}

/* A definition with its body: one that a later one redefines. */
static bool has_function_body(struct symbol *def)
{
	struct symbol *type = def->ctype.base_type;

	return type && type->type == SYM_FN &&
	       (type->stmt || type->inline_stmt);
}

/*
 * An earlier definition of the same function in the same scope, known
 * from the declaration linked before it (declarations between pass it on).
 */
static void check_redefinition(struct symbol *decl)
{
	struct symbol *prev = decl->definition;

	if (prev && prev != decl && has_function_body(prev)) {
		warning(decl->pos, "multiple definitions for function '%s'",
			show_ident(decl->ident));
		info(prev->pos, " the previous one is here");
	}
}

/*
 * The definition, known from each declaration of the function.  Those
 * before an earlier definition keep it: the walk stops there, or
 * n definitions of one function would take n^2 steps.
 */
static void mark_definition(struct symbol *decl)
{
	struct symbol *sym;

	decl->definition = decl;
	for (sym = decl->same_symbol; sym && !sym->definition;
	     sym = sym->same_symbol)
		sym->definition = decl;
}

/* function-definition: declaration-specifiers declarator
 *	[declaration-list] compound-statement (6.9.1) */
static struct token *function_definition(struct token *token,
					 struct symbol *decl,
					 struct symbol_list **list,
					 bool explicit_extern)
{
	struct symbol *fn = decl->ctype.base_type;

	if ((fn->oldstyle && fn->arguments) || !match_op(token, '{'))
		token = kr_parameters(token, decl, fn);
	if (explicit_extern && !(decl->ctype.modifiers & MOD_INLINE) &&
	    Wexternal_function_has_definition)
		warning(decl->pos, "function '%s' with external linkage has definition",
			show_ident(decl->ident));
	link_declaration(decl, !explicit_extern &&
			       !(decl->ctype.modifiers & MOD_STATIC));
	check_redefinition(decl);
	mark_definition(decl);
	if (list)
		add_ptr_list(list, decl);
	if (!match_op(token, '{')) {
		sparse_error(token->pos, "expected function body");
		return token;
	}
	return function_body(token, decl, fn);
}

/* Is this a function definition: a function declarator, then a body? */
static bool starts_definition(struct token *token, struct symbol *decl)
{
	struct symbol *fn = decl->ctype.base_type;

	if (!fn || fn->type != SYM_FN)
		return false;
	if (match_op(token, '{'))
		return true;
	/* K&R: declarations follow, after a prototype too (as sparse) */
	return lookup_type(token);
}

/*
 * A typedef again in the same scope: of the same type, as sparse has it
 * (each __bitwise makes a new type; struct types go by their tags).
 */
static void check_typedef_redeclaration(struct symbol *decl)
{
	struct symbol *prev;
	const char *typediff;

	for (prev = decl->next_id; prev; prev = prev->next_id)
		if (prev->namespace & NS_TYPEDEF)
			break;
	if (!prev || prev->scope != decl->scope)
		return;
	typediff = type_difference(&decl->ctype, &prev->ctype, 0, 0);
	if (typediff)
		say_redeclared(decl, prev, typediff);
}

/* init-declarator: declarator [asm-label] {attribute} ['=' initializer] */
static struct token *init_declarator(struct token *token, struct symbol *decl,
				     struct decl_state *ctx,
				     struct symbol_list **list, bool toplevel)
{
	struct ident *ident = *ctx->ident;
	struct token *start;
	enum namespace ns = ctx->storage_class == STypedef ? NS_TYPEDEF :
							      NS_SYMBOL;

	if (ns == NS_SYMBOL && !toplevel)
		check_shadow(decl, ident);
	bind_symbol(decl, ident, ns);
	if (ns == NS_TYPEDEF)
		check_typedef_redeclaration(decl);
	if (decl->ctype.base_type == &void_ctype && ns == NS_SYMBOL &&
	    ctx->storage_class != SExtern)
		sparse_error(token->pos, "void declaration");
	if (ns == NS_SYMBOL)
		link_declaration(decl, ctx->storage_class == SNone);
	if (match_op(token, '=') && ns == NS_SYMBOL) {
		/* a definition after all, as sparse makes it: no more extern */
		if (ctx->storage_class == SExtern) {
			warning(decl->pos, "symbol with external linkage has initializer");
			if (toplevel)
				decl->ctype.modifiers &= ~MOD_EXTERN;
		}
		token = token->next;
		start = token;
		token = initializer(&decl->initializer, token);
		if (!decl->initializer)
			sparse_error(start->pos, "expression expected before '%s'",
				     show_token(start));
	}
	if (ns == NS_SYMBOL && list)
		add_ptr_list(list, decl);
	decl->endpos = token->pos;
	return token;
}

/*
 * __auto_type (GNU) and C23 auto: one plain name with an initializer,
 * not itself.  Judged once the declarator and its initializer are
 * parsed, @token after them; each of a list is, as sparse: all but the
 * last are "on declaration list".
 */
static void check_autotype(struct token *token, struct symbol *decl,
			   bool has_init)
{
	struct symbol *type = decl->ctype.base_type;
	struct expression *init = decl->initializer;

	if (type && type->type == SYM_FN)
		sparse_error(decl->pos, "'%s()' has __auto_type return type",
			     show_ident(decl->ident));
	if (type != &autotype_ctype) {
		sparse_error(decl->pos, "__auto_type on non-identifier");
	} else if (match_op(token, ',')) {
		sparse_error(decl->pos, "__auto_type on declaration list");
	} else if (!has_init) {
		sparse_error(decl->pos, "__auto_type without initializer");
	} else if (init && init->type == EXPR_SYMBOL && init->symbol == decl) {
		sparse_error(decl->pos, "__auto_type on self-init var");
	} else {
		return;
	}
	/* as sparse: after its error, of a bad type (its value kept) */
	decl->ctype.base_type = &bad_ctype;
}

/*
 * declaration: declaration-specifiers [init-declarator-list] ';'
 *	| static_assert-declaration  (6.7)
 * and, at file scope, the function definitions that start the same way.
 */
static struct token *declaration(struct token *token, struct symbol_list **list,
				 enum decl_where where)
{
	bool toplevel = where == DECL_TOPLEVEL;
	struct decl_state ctx = { 0 };
	struct symbol *kw = keyword_of(token, NS_KEYWORD, KW_STATEMENT);

	if (kw && kw->op->toplevel)
		return kw->op->toplevel(token, list);
	token = declaration_specifiers(token, &ctx);
	resolve_specifiers(token, &ctx);
	if (match_op(token, ';')) {
		skip_symbol_slot();	/* sparse's for the declarator */
		return token->next;
	}
	for (bool first = true;; first = false) {
		struct decl_state dctx = ctx;
		struct ident *ident = NULL;
		struct symbol *decl = alloc_symbol(token->pos, SYM_NODE);
		bool has_init;

		dctx.ident = &ident;
		token = declarator(token, &dctx);
		token = handle_attributes(token, &dctx);
		if (!ident) {
			warning(token->pos, "missing identifier in declaration");
			return expect(token, ';', "at the end of type declaration");
		}
		/* as sparse: a reserved word names nothing (its error at the bind) */
		decl->ident = ident->reserved ? NULL : ident;
		finish_declarator(decl, &dctx, token->pos);
		/* as sparse: function attributes hold for the next ones too */
		ctx.f_modifiers = dctx.f_modifiers;
		/* a reserved word's error comes first, and silences it */
		if (!ctx.seen && !ctx.autotype && has_implicit_type(decl))
			implicit_int(decl, ident->reserved ? NULL : ident);
		/* no function is defined among K&R parameter declarations */
		if (first && where != DECL_KR && starts_definition(token, decl)) {
			bind_symbol(decl, ident, NS_SYMBOL);
			/* GNU C's nested functions too, as sparse */
			return function_definition(token, decl, list,
						   ctx.storage_class == SExtern);
		}
		has_init = match_op(token, '=');
		token = init_declarator(token, decl, &dctx, list, toplevel);
		if (ctx.autotype)
			check_autotype(token, decl, has_init);
		if (!match_op(token, ','))
			break;
		token = token->next;
	}
	if (where == DECL_KR && !match_op(token, ';')) {
		sparse_error(token->pos, "expected ';' at end of parameter declaration");
		state.kr_unended = true;
		return token;
	}
	return expect(token, ';', "at end of declaration");
}

struct token *external_declaration(struct token *token,
				   struct symbol_list **list)
{
	if (match_op(token, ';'))
		return token->next;
	return declaration(token, list, DECL_TOPLEVEL);
}

/* A declaration in a block: its symbols are for a STMT_DECLARATION. */
struct token *declaration_list(struct token *token,
			       struct symbol_list **list)
{
	return declaration(token, list, DECL_BLOCK);
}

struct symbol_list *parse_tokens(struct token *token)
{
	struct symbol_list *list = NULL;

	/* at file scope: even after an error_die() a fuzzer caught */
	memset(&state, 0, sizeof(state));
	while (!eof_token(token)) {
		struct token *next = external_declaration(token, &list);

		if (next == token)
			next = token->next;	/* no progress: drop it */
		/* the tokens before it are read (the bad one is not listed) */
		release_tokens(next == &bad_token ? next->next : next);
		token = next;
	}
	return list;
}

/* static_assert-declaration: 'static_assert' '(' constant-expression
 *	[',' string-literal] ')' ';'  (C23 6.7.11) */
struct token *static_assert_declaration(struct token *token,
					struct symbol_list **list)
{
	struct expression *cond = NULL, *message = NULL;
	bool bad_message = false;
	long long value;

	token = expect(token->next, '(', "after _Static_assert");
	token = constant_expression(token, &cond);
	if (!cond)
		sparse_error(token->pos, "Expected constant expression");
	if (match_op(token, ',')) {
		token = string_expression(token->next, &message,
					  "_Static_assert()");
		bad_message = !message;
	}
	token = expect(token, ')', "after diagnostic message in _Static_assert");
	token = expect(token, ';', "after _Static_assert()");
	/* as sparse: a message that is no string leaves it unchecked */
	if (!cond || bad_message)
		return token;
	value = const_expression_value(cond);
	if (cond->type == EXPR_VALUE && value == 0)
		sparse_error(cond->pos, "static assertion failed%s%s",
			     message ? ": " : "",
			     message ? show_string_literal(message) : "");
	return token;
}

// Initializers (6.7.10)

/*
 * designation: designator { designator } '='
 * designator: '[' constant-expression ['...' constant-expression] ']'
 *	| '.' identifier
 * Each designator is a node whose expression is the next one, the last's
 * the value; GCC's old forms `ident:` and `[index] value` are taken with
 * a warning.
 */
/* [from ... to] as sparse judges it: on ints, a negative start is nonsense */
static bool nonsense_range(long long from, long long to)
{
	int first = (int)from, last = (int)to;

	return first < 0 || last < first;
}

static struct token *designator(struct token *token, struct expression **tree,
				bool *old_array)
{
	struct expression *expr;
	long long from, to;

	/* at the name, as sparse: a macro's expansion has no '.' + 1 */
	if (match_op(token, '.') && token_type(token->next) == TOKEN_IDENT) {
		expr = alloc_expression(token->next->pos, EXPR_IDENTIFIER);
		expr->expr_ident = token->next->ident;
		*tree = expr;
		return token->next->next;
	}
	expr = alloc_expression(token->pos, EXPR_INDEX);
	token = constant_expression(token->next, &expr->idx_from_expr);
	expr->idx_to_expr = expr->idx_from_expr;
	from = to = const_expression_value(expr->idx_from_expr);
	if (match_op(token, SPECIAL_ELLIPSIS)) {
		token = constant_expression(token->next, &expr->idx_to_expr);
		to = const_expression_value(expr->idx_to_expr);
		if (nonsense_range(from, to))
			warning(expr->idx_from_expr->pos,
				"nonsense array initializer index range");
	}
	expr->idx_from = from;
	expr->idx_to = to;
	*tree = expr;
	token = expect(token, ']', "at end of initializer index");
	*old_array = !match_op(token, '=') && !match_op(token, '.') &&
		     !match_op(token, '[');
	return token;
}

static bool is_designator_start(struct token *token)
{
	return match_op(token, '[') ||
	       (match_op(token, '.') && token_type(token->next) == TOKEN_IDENT);
}

/* designation initializer, or the old `ident: value` */
static struct token *initializer_entry(struct token *token,
				       struct expression **tree)
{
	struct expression **where = tree;
	bool old_array = false;

	if (token_type(token) == TOKEN_IDENT && match_op(token->next, ':')) {
		struct expression *expr = alloc_expression(token->pos,
							   EXPR_IDENTIFIER);

		if (Wold_initializer)
			warning(token->pos, "obsolete struct initializer, use C99 syntax");
		expr->expr_ident = token->ident;
		*tree = expr;
		return initializer(&expr->ident_expression, token->next->next);
	}
	if (!is_designator_start(token))
		return initializer(tree, token);
	for (bool first = true; is_designator_start(token); first = false) {
		token = designator(token, where, &old_array);
		/* GNU's [i] value without '=': a lone [i] only, as sparse */
		old_array &= first;
		if ((*where)->type == EXPR_IDENTIFIER)
			where = &(*where)->ident_expression;
		else
			where = &(*where)->idx_expression;
		if (old_array)
			break;
	}
	if (old_array) {
		if (Wold_initializer)
			warning(token->pos, "obsolete array initializer, use C99 syntax");
	} else {
		token = expect(token, '=', "at end of initializer index");
	}
	return initializer(where, token);
}

/* braced-initializer: '{' [initializer-list [',']] '}' */
/* The value an initializer entry gives, past its designators: NULL if none. */
static struct expression *entry_value(struct expression *entry)
{
	while (entry && (entry->type == EXPR_IDENTIFIER ||
			 entry->type == EXPR_INDEX))
		entry = entry->type == EXPR_IDENTIFIER ? entry->ident_expression
						       : entry->idx_expression;
	return entry;
}

static struct token *braced_initializer(struct token *token,
					struct expression **tree)
{
	struct expression *expr = alloc_expression(token->pos, EXPR_INITIALIZER);

	*tree = expr;
	if (!enter_nesting(token)) {
		leave_nesting();
		return skip_braces(token);
	}
	token = token->next;
	/* { 0 } as written: not { 0, }, { 0x0 } nor { (0) } */
	expr->literal_zero = token_type(token) == TOKEN_NUMBER &&
			     !strcmp(token->number, "0") &&
			     match_op(token->next, '}');
	while (!match_op(token, '}') && !eof_token(token)) {
		struct expression *entry = NULL;
		struct token *start = token;

		token = initializer_entry(token, &entry);
		/* as sparse: an entry without a value ends the list */
		if (!entry_value(entry))
			break;
		add_ptr_list(&expr->expr_list, entry);
		if (!match_op(token, ','))
			break;
		token = token->next;
		if (token == start)
			break;
	}
	leave_nesting();
	return expect(token, '}', "at end of initializer");
}

/* initializer: assignment-expression | braced-initializer */
struct token *initializer(struct expression **tree, struct token *token)
{
	if (match_op(token, '{'))
		return braced_initializer(token, tree);
	return assignment_expression(token, tree);
}

// _Atomic, C23's constants

/* '_Atomic' '(' type-name ')' is a type; '_Atomic' alone a qualifier. */
static struct token *atomic_specifier(struct token *next, struct symbol *kw,
				      struct decl_state *ctx)
{
	struct symbol *type;

	if (!match_op(next, '(') || !lookup_type(next->next))
		return next;
	if (ctx->seen & Set_T) {
		specifier_conflict(next->pos, Set_T, kw->ident);
		return next;
	}
	next = typename(next->next, &type, NULL);
	ctx->ctype.base_type = type->ctype.base_type;
	ctx->ctype.modifiers |= type->ctype.modifiers & MOD_QUALIFIER;
	ctx->seen |= Set_T | Set_S;
	return expect(next, ')', "after _Atomic(type");
}

/* C23 true, false and nullptr */
static struct token *constant_keyword(struct token *token,
				      struct expression **tree)
{
	struct symbol *kw = keyword_of(token, NS_KEYWORD, KW_BUILTIN);
	struct expression *expr = alloc_const_expression(token->pos, 0);

	expr->value = kw->keyword_mod;
	expr->ctype = kw->keyword_type;
	*tree = expr;
	return token->next;
}

// The keywords

#define TYPE_TEST (Set_T | Set_Short | Set_Long | Set_Signed | Set_Unsigned)

static const struct symbol_op typedef_op = {
	.type = KW_MODIFIER, .declarator = typedef_specifier,
};
static const struct symbol_op extern_op = {
	.type = KW_MODIFIER, .declarator = extern_specifier,
};
static const struct symbol_op static_op = {
	.type = KW_MODIFIER | KW_STATIC, .declarator = static_specifier,
};
static const struct symbol_op register_op = {
	.type = KW_MODIFIER, .declarator = register_specifier,
};
static const struct symbol_op auto_op = {
	.type = KW_MODIFIER, .declarator = auto_specifier,
};
static const struct symbol_op thread_op = {
	.type = KW_MODIFIER, .declarator = thread_specifier,
};
static const struct symbol_op inline_op = {
	.type = KW_MODIFIER | KW_ASM, .declarator = inline_specifier,
};
static const struct symbol_op noreturn_op = {
	.type = KW_MODIFIER, .declarator = noreturn_specifier,
};
static const struct symbol_op modifier_op = {
	.type = KW_MODIFIER,
};
static const struct symbol_op qualifier_op = {
	.type = KW_QUALIFIER,
};
static const struct symbol_op volatile_op = {
	.type = KW_QUALIFIER | KW_ASM,
};
static const struct symbol_op atomic_op = {
	.type = KW_QUALIFIER, .declarator = atomic_specifier,
};
static const struct symbol_op type_op = {
	.type = KW_SPECIFIER, .declarator = type_specifier,
	.set = Set_T | Set_S, .test = TYPE_TEST,
};
static const struct symbol_op char_op = {
	.type = KW_SPECIFIER,
	.set = Set_T | Set_Char, .test = Set_T | Set_Short | Set_Long,
};
static const struct symbol_op short_op = {
	.type = KW_SPECIFIER, .set = Set_Short,
	.test = Set_S | Set_Char | Set_Float | Set_Double | Set_Short | Set_Long,
};
static const struct symbol_op int_op = {
	.type = KW_SPECIFIER, .set = Set_T | Set_Int, .test = Set_T,
};
static const struct symbol_op long_op = {
	.type = KW_SPECIFIER, .set = Set_Long,
	.test = Set_S | Set_Char | Set_Float | Set_Short | Set_Vlong |
		Set_Int128,
};
static const struct symbol_op float_op = {
	.type = KW_SPECIFIER, .set = Set_T | Set_Float, .test = TYPE_TEST,
};
static const struct symbol_op double_op = {
	.type = KW_SPECIFIER, .set = Set_T | Set_Double,
	.test = Set_T | Set_Short | Set_Vlong | Set_Signed | Set_Unsigned,
};
static const struct symbol_op signed_op = {
	.type = KW_SPECIFIER, .set = Set_Signed,
	.test = Set_S | Set_Float | Set_Double | Set_Signed | Set_Unsigned,
};
static const struct symbol_op unsigned_op = {
	.type = KW_SPECIFIER, .set = Set_Unsigned,
	.test = Set_S | Set_Float | Set_Double | Set_Signed | Set_Unsigned,
};
static const struct symbol_op int128_op = {
	.type = KW_SPECIFIER, .set = Set_T | Set_Int128,
	.test = Set_T | Set_Short | Set_Long | Set_Char,
};
static const struct symbol_op bitint_op = {
	.type = KW_SPECIFIER, .declarator = bitint_specifier,
	.set = Set_T | Set_BitInt, .test = Set_T | Set_Short | Set_Long,
};
static const struct symbol_op complex_op = {
	.type = KW_SPECIFIER, .declarator = complex_specifier,
};
static const struct symbol_op struct_op = {
	.type = KW_SPECIFIER, .declarator = struct_specifier,
	.set = Set_T | Set_S, .test = TYPE_TEST,
};
static const struct symbol_op union_op = {
	.type = KW_SPECIFIER, .declarator = union_specifier,
	.set = Set_T | Set_S, .test = TYPE_TEST,
};
static const struct symbol_op enum_op = {
	.type = KW_SPECIFIER, .declarator = enum_specifier,
	.set = Set_T | Set_S, .test = TYPE_TEST,
};
static const struct symbol_op typeof_op = {
	.type = KW_SPECIFIER, .declarator = typeof_specifier,
	.set = Set_T | Set_S, .test = TYPE_TEST,
};
static const struct symbol_op autotype_op = {
	.type = KW_SPECIFIER, .declarator = autotype_specifier,
	.set = Set_T | Set_S, .test = TYPE_TEST,
};
static const struct symbol_op attribute_op = {
	.type = KW_ATTRIBUTE, .declarator = gnu_attribute,
};
/* a specifier, as sparse: not after a declarator or a '*' as attributes */
static const struct symbol_op alignas_op = {
	.type = KW_SPECIFIER, .declarator = alignas_specifier,
};
static const struct symbol_op asm_label_op = {
	.type = KW_ATTRIBUTE, .declarator = asm_label,
};

static const struct symbol_op sizeof_op = {
	.type = KW_BUILTIN, .expression = sizeof_expression,
};
static const struct symbol_op alignof_op = {
	.type = KW_BUILTIN, .expression = alignof_expression,
};
static const struct symbol_op ptrsizeof_op = {
	.type = KW_BUILTIN, .expression = ptrsizeof_expression,
};
static const struct symbol_op extension_op = {
	.type = KW_BUILTIN, .expression = extension_expression,
};
static const struct symbol_op types_compatible_op = {
	.type = KW_BUILTIN, .expression = types_compatible_expression,
};
static const struct symbol_op choose_op = {
	.type = KW_BUILTIN, .expression = choose_expression,
};
static const struct symbol_op va_arg_op = {
	.type = KW_BUILTIN, .expression = va_arg_expression,
};
static const struct symbol_op offsetof_op = {
	.type = KW_BUILTIN, .expression = offsetof_expression,
};
static const struct symbol_op generic_op = {
	.type = KW_BUILTIN, .expression = generic_expression,
};
static const struct symbol_op constant_op = {
	.type = KW_BUILTIN, .expression = constant_keyword,
};

/* One keyword spelling: where it is bound and what it does. */
struct keyword_entry {
	const char *name;
	enum namespace ns;
	const struct symbol_op *op;
	unsigned long mod;		/* MOD_* it adds, or a constant */
	struct symbol *type;		/* the type it names */
	unsigned int flags;		/* KWF_* */
};

#define TYPEDEF_KW(n, o) { .name = n, .ns = NS_TYPEDEF, .op = &o }
#define QUAL_KW(n, m) { .name = n, .ns = NS_TYPEDEF, .op = &qualifier_op, \
			.mod = m }
#define TYPE_KW(n, t) { .name = n, .ns = NS_TYPEDEF, .op = &type_op, \
			.type = &t }
#define STMT_KW(n, o) { .name = n, .ns = NS_KEYWORD, .op = &o }

static const struct keyword_entry keywords[] = {
	/* storage classes and function specifiers (6.7.1, 6.7.4) */
	TYPEDEF_KW("typedef", typedef_op),
	TYPEDEF_KW("extern", extern_op),
	TYPEDEF_KW("static", static_op),
	TYPEDEF_KW("register", register_op),
	TYPEDEF_KW("auto", auto_op),
	TYPEDEF_KW("_Thread_local", thread_op),
	TYPEDEF_KW("__thread", thread_op),
	{ .name = "thread_local", .ns = NS_TYPEDEF, .op = &thread_op,
	  .flags = KWF_C23 },
	TYPEDEF_KW("inline", inline_op),
	TYPEDEF_KW("__inline", inline_op),
	TYPEDEF_KW("__inline__", inline_op),
	TYPEDEF_KW("_Noreturn", noreturn_op),
	{ .name = "constexpr", .ns = NS_TYPEDEF, .op = &modifier_op,
	  .mod = MOD_CONSTEXPR, .flags = KWF_C23 },
	/* type qualifiers (6.7.3) */
	QUAL_KW("const", MOD_CONST),
	QUAL_KW("__const", MOD_CONST),
	QUAL_KW("__const__", MOD_CONST),
	{ .name = "volatile", .ns = NS_TYPEDEF, .op = &volatile_op,
	  .mod = MOD_VOLATILE },
	{ .name = "__volatile", .ns = NS_TYPEDEF, .op = &volatile_op,
	  .mod = MOD_VOLATILE },
	{ .name = "__volatile__", .ns = NS_TYPEDEF, .op = &volatile_op,
	  .mod = MOD_VOLATILE },
	QUAL_KW("restrict", MOD_RESTRICT),
	QUAL_KW("__restrict", MOD_RESTRICT),
	QUAL_KW("__restrict__", MOD_RESTRICT),
	{ .name = "_Atomic", .ns = NS_TYPEDEF, .op = &atomic_op,
	  .mod = MOD_ATOMIC },
	QUAL_KW("__seg_gs", 0),
	QUAL_KW("__seg_fs", 0),
	/* type specifiers (6.7.2) */
	TYPE_KW("void", void_ctype),
	TYPE_KW("_Bool", bool_ctype),
	{ .name = "bool", .ns = NS_TYPEDEF, .op = &type_op,
	  .type = &bool_ctype, .flags = KWF_C23 },
	TYPEDEF_KW("char", char_op),
	TYPEDEF_KW("short", short_op),
	TYPEDEF_KW("int", int_op),
	TYPEDEF_KW("long", long_op),
	TYPEDEF_KW("float", float_op),
	TYPEDEF_KW("double", double_op),
	TYPEDEF_KW("signed", signed_op),
	TYPEDEF_KW("__signed", signed_op),
	TYPEDEF_KW("__signed__", signed_op),
	TYPEDEF_KW("unsigned", unsigned_op),
	TYPEDEF_KW("__int128", int128_op),
	/* GCC's built-in type names: type keywords, as sparse has them */
	TYPE_KW("__int128_t", slllong_ctype),
	TYPE_KW("__uint128_t", ulllong_ctype),
	TYPE_KW("__builtin_va_list", ptr_ctype),
	TYPE_KW("__builtin_ms_va_list", ptr_ctype),
	/* beyond sparse (which has none of these): in C23 only */
	{ .name = "_BitInt", .ns = NS_TYPEDEF, .op = &bitint_op,
	  .flags = KWF_C23 },
	{ .name = "_Float16", .ns = NS_TYPEDEF, .op = &type_op,
	  .type = &float16_ctype, .flags = KWF_C23 },
	TYPE_KW("_Float32", float32_ctype),
	TYPE_KW("_Float32x", float32x_ctype),
	TYPE_KW("_Float64", float64_ctype),
	TYPE_KW("_Float64x", float64x_ctype),
	TYPE_KW("_Float128", float128_ctype),
	{ .name = "__float128", .ns = NS_TYPEDEF, .op = &type_op,
	  .type = &float128_ctype, .flags = KWF_C23 },
	{ .name = "_Complex", .ns = NS_TYPEDEF, .op = &complex_op,
	  .flags = KWF_C23 },
	{ .name = "__complex__", .ns = NS_TYPEDEF, .op = &complex_op,
	  .flags = KWF_C23 },
	TYPEDEF_KW("struct", struct_op),
	TYPEDEF_KW("union", union_op),
	TYPEDEF_KW("enum", enum_op),
	TYPEDEF_KW("typeof", typeof_op),
	TYPEDEF_KW("__typeof", typeof_op),
	TYPEDEF_KW("__typeof__", typeof_op),
	{ .name = "typeof_unqual", .ns = NS_TYPEDEF, .op = &typeof_op,
	  .flags = KWF_UNQUAL | KWF_C23 },
	{ .name = "__typeof_unqual__", .ns = NS_TYPEDEF, .op = &typeof_op,
	  .flags = KWF_UNQUAL | KWF_C23 },
	TYPEDEF_KW("__auto_type", autotype_op),
	/* attributes, alignment, asm labels: where GCC takes them */
	TYPEDEF_KW("__attribute__", attribute_op),
	TYPEDEF_KW("__attribute", attribute_op),
	TYPEDEF_KW("_Alignas", alignas_op),
	{ .name = "alignas", .ns = NS_TYPEDEF, .op = &alignas_op,
	  .flags = KWF_C23 },
	/* as sparse: plain asm may name things, __asm and __asm__ not */
	{ .name = "asm", .ns = NS_TYPEDEF, .op = &asm_label_op,
	  .flags = KWF_NOT_RESERVED },
	TYPEDEF_KW("__asm", asm_label_op),
	TYPEDEF_KW("__asm__", asm_label_op),
	/* statements (6.8) and sparse's own */
	STMT_KW("if", if_op),
	STMT_KW("else", else_op),
	STMT_KW("switch", switch_op),
	STMT_KW("case", case_op),
	STMT_KW("default", default_op),
	STMT_KW("while", while_op),
	STMT_KW("do", do_op),
	STMT_KW("for", for_op),
	STMT_KW("break", jump_op),
	STMT_KW("continue", jump_op),
	STMT_KW("goto", goto_op),
	STMT_KW("return", return_op),
	{ .name = "asm", .ns = NS_KEYWORD, .op = &asm_op,
	  .flags = KWF_NOT_RESERVED },
	STMT_KW("__asm", asm_op),
	STMT_KW("__asm__", asm_op),
	STMT_KW("__context__", context_op),
	STMT_KW("__range__", range_op),
	STMT_KW("_Static_assert", static_assert_op),
	{ .name = "static_assert", .ns = NS_KEYWORD, .op = &static_assert_op,
	  .flags = KWF_C23 },
	STMT_KW("__label__", label_decl_op),
	/* keywords of expressions (6.5) and GCC's builtins that take types */
	STMT_KW("sizeof", sizeof_op),
	STMT_KW("_Alignof", alignof_op),
	STMT_KW("__alignof", alignof_op),
	STMT_KW("__alignof__", alignof_op),
	STMT_KW("__sizeof_ptr__", ptrsizeof_op),
	{ .name = "alignof", .ns = NS_KEYWORD, .op = &alignof_op,
	  .flags = KWF_C23 },
	STMT_KW("__extension__", extension_op),
	STMT_KW("__builtin_types_compatible_p", types_compatible_op),
	/* these two only before a '(': else names, as in sparse */
	{ .name = "__builtin_choose_expr", .ns = NS_KEYWORD, .op = &choose_op,
	  .flags = KWF_NOT_RESERVED },
	{ .name = "__builtin_va_arg", .ns = NS_KEYWORD, .op = &va_arg_op,
	  .flags = KWF_NOT_RESERVED },
	STMT_KW("__builtin_offsetof", offsetof_op),
	STMT_KW("_Generic", generic_op),
	{ .name = "true", .ns = NS_KEYWORD, .op = &constant_op, .mod = 1,
	  .type = &bool_ctype, .flags = KWF_C23 },
	{ .name = "false", .ns = NS_KEYWORD, .op = &constant_op, .mod = 0,
	  .type = &bool_ctype, .flags = KWF_C23 },
	{ .name = "nullptr", .ns = NS_KEYWORD, .op = &constant_op, .mod = 0,
	  .type = &null_ctype, .flags = KWF_C23 },
};

// Binding the keywords

/* Words sparse reserves without giving them a meaning (but in C23 here) */
static const char *const reserved_words[] = { "_Complex", "_Imaginary" };

static void init_keywords(void)
{
	size_t i;

	for (i = 0; !is_c23() && i < ARRAY_SIZE(reserved_words); i++)
		built_in_ident(reserved_words[i])->reserved = 1;

	for (i = 0; i < ARRAY_SIZE(keywords); i++) {
		const struct keyword_entry *kw = &keywords[i];
		struct symbol *sym;

		if (kw->flags & KWF_C23 && !is_c23())
			continue;
		sym = bind_keyword(kw->name, kw->ns, kw->op,
				   !(kw->flags & KWF_NOT_RESERVED));
		sym->keyword_mod = kw->mod;
		sym->keyword_type = kw->type;
		sym->keyword_flags = kw->flags;
		if (kw->op == &qualifier_op && !kw->mod)
			sym->keyword_as = sym->ident;	/* __seg_gs */
	}
}

void init_parser(int stream)
{
	init_idents();
	init_keywords();
	init_attributes();
}
