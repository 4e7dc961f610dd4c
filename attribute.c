// SPDX-License-Identifier: MIT
/*
 * attribute.c — GNU __attribute__((...)), C23 [[...]] and asm labels.
 *
 * Takes the tokens of an attribute list where the declaration grammar
 * allows one (parse.c calls handle_attributes()); gives what each
 * attribute says, recorded in the struct decl_state of the declaration:
 * modifiers (noderef, noreturn, ...), the address space, contexts, the
 * alignment, mode(), cleanup.  Every attribute name GCC knows is accepted;
 * an unknown one is warned about only under -Wunknown-attribute.  State:
 * the attribute keywords, bound once by init_attributes().
 */
#include <stdio.h>

#include "expression.h"
#include "parse.h"
#include "parse-internal.h"
#include "scope.h"
#include "symbol.h"
#include "target.h"
#include "token.h"


/* Past a balanced '(' ... ')' at @token (the '('). */
struct token *skip_parens(struct token *token)
{
	int depth = 0;

	do {
		if (match_op(token, '('))
			depth++;
		else if (match_op(token, ')'))
			depth--;
		token = token->next;
	} while (depth > 0 && !eof_token(token));
	return token;
}

/* The attribute's keyword symbol: name and __name__ are one. */
static struct symbol *attribute_keyword(struct token *token)
{
	return keyword_of(token, NS_KEYWORD, KW_ATTRIBUTE | KW_MODE);
}

static struct token *attribute_modifier(struct token *token,
					struct symbol *attr,
					struct decl_state *ctx)
{
	unsigned long mod = attr->keyword_mod;

	/* as sparse: without -Wbitwise, bitwise is no attribute at all */
	if (mod == MOD_BITWISE && !Wbitwise)
		return token;
	if (ctx->ctype.modifiers & mod & (MOD_NODEREF | MOD_NOCAST | MOD_SAFE))
		warning(token->pos, "duplicate %s", modifier_string(mod));
	ctx->ctype.modifiers |= mod;
	return token;
}

/*
 * As sparse: noreturn, pure (const is the same bit there) and
 * externally_visible (which has no name) given twice are warned about;
 * unused and gnu_inline are not.
 */
static struct token *attribute_function(struct token *token,
					struct symbol *attr,
					struct decl_state *ctx)
{
	unsigned long mod = attr->keyword_mod, same = mod;

	if (mod & (MOD_PURE | MOD_PURE_CONST))
		same = MOD_PURE | MOD_PURE_CONST;
	if (ctx->f_modifiers & same &
	    (MOD_NORETURN | MOD_PURE | MOD_PURE_CONST | MOD_EXT_VISIBLE))
		warning(token->pos, "duplicate %s",
			mod & MOD_EXT_VISIBLE ? "" :
			mod & MOD_PURE_CONST ? "[pure]" : modifier_string(mod));
	ctx->f_modifiers |= mod;
	return token;
}

/* Known to GCC, meaningless to a checker: its arguments are skipped. */
static struct token *attribute_ignored(struct token *token,
				       struct symbol *attr,
				       struct decl_state *ctx)
{
	if (match_op(token, '('))
		return skip_parens(token);
	return token;
}

static struct token *attribute_packed(struct token *token, struct symbol *attr,
				      struct decl_state *ctx)
{
	ctx->packed = 1;
	return token;
}

static struct token *attribute_force(struct token *token, struct symbol *attr,
				     struct decl_state *ctx)
{
	ctx->is_forced = 1;
	return token;
}

static struct token *attribute_designated_init(struct token *token,
					       struct symbol *attr,
					       struct decl_state *ctx)
{
	struct symbol *type = ctx->ctype.base_type;

	if (type && type->type == SYM_STRUCT)
		type->designated_init = 1;
	else if (type || ctx->seen)
		warning(token->pos, "attribute designated_init applied to non-structure type");
	ctx->designated_init = 1;
	return token;
}

static struct token *attribute_transparent_union(struct token *token,
						 struct symbol *attr,
						 struct decl_state *ctx)
{
	struct symbol *type = ctx->ctype.base_type;

	if (Wtransparent_union)
		warning(token->pos, "attribute __transparent_union__");
	if (type && type->type == SYM_UNION)
		type->transparent_union = 1;
	else if (type || ctx->seen)
		warning(token->pos, "attribute __transparent_union__ applied to non-union type");
	ctx->transparent_union = 1;
	return token;
}

/* aligned [ '(' constant-expression ')' ] */
static struct token *attribute_aligned(struct token *token, struct symbol *attr,
				       struct decl_state *ctx)
{
	long long align = max_alignment;

	if (match_op(token, '(')) {
		struct expression *expr = NULL;

		token = conditional_expression(token->next, &expr);
		if (expr)
			align = const_expression_value(expr);
		token = expect(token, ')', "after aligned attribute");
	}
	if (align & (align - 1)) {
		warning(token->pos, "I don't like non-power-of-2 alignments");
		return token;
	}
	if (align > 0 && (unsigned long)align > ctx->ctype.alignment)
		ctx->ctype.alignment = align;
	return token;
}

/* An address space named by a number: "<asn:N>" as sparse shows it. */
static struct ident *numbered_address_space(long long n)
{
	char name[32];

	if (!n)
		return NULL;
	snprintf(name, sizeof(name), "<asn:%lld>", n);
	return built_in_ident(name);
}

/* One address space per declaration specifiers: a second is an error. */
static void set_address_space(struct position pos, struct decl_state *ctx,
			      struct ident *as)
{
	/* -Wno-address-space: sparse forgets them as it reads them */
	if (!Waddress_space)
		return;
	if (ctx->ctype.as)
		sparse_error(pos, "multiple address spaces given: %s & %s",
			     show_as(ctx->ctype.as), show_as(as));
	ctx->ctype.as = as;
}

/* address_space '(' (integer | identifier) ')' */
static struct token *attribute_address_space(struct token *token,
					     struct symbol *attr,
					     struct decl_state *ctx)
{
	struct expression *expr = NULL;

	token = expect(token, '(', "after address_space attribute");
	if (token_type(token) == TOKEN_IDENT) {
		set_address_space(token->pos, ctx, token->ident);
		token = token->next;
	} else if (token_type(token) == TOKEN_NUMBER) {
		struct position pos = token->pos;

		token = primary_expression(token, &expr);
		set_address_space(pos, ctx, numbered_address_space(expr->value));
	} else {
		warning(token->pos, "invalid address space name");
		while (!match_op(token, ')') && !eof_token(token))
			token = match_op(token, '(') ? skip_parens(token) :
						       token->next;
	}
	return expect(token, ')', "after address_space attribute");
}

/*
 * context '(' [expression] ',' in [',' out] ')': with three arguments the
 * first names the context; with two they are in and out.  As sparse, each
 * may be left out (its value is 0) and one error stops the rest.
 */
static struct token *attribute_context(struct token *token, struct symbol *attr,
				       struct decl_state *ctx)
{
	struct context *context = __alloc_context(0);
	struct expression *first = NULL, *in = NULL, *out = NULL;

	token = expect(token, '(', "after context attribute");
	token = conditional_expression(token, &first);
	token = expect(token, ',', "after context 1st argument");
	token = conditional_expression(token, &in);
	if (match_op(token, ',')) {
		context->context = first;
		token = conditional_expression(token->next, &out);
		token = expect(token, ')', "after context 3rd argument");
	} else {
		out = in;
		in = first;
		token = expect(token, ')', "after context 2nd argument");
	}
	context->in = get_expression_value(in);
	context->out = get_expression_value(out);
	add_ptr_list(&ctx->ctype.contexts, context);
	return token;
}

/*
 * Clang's thread safety attributes, known under -Wcontext-lock only (else
 * unknown, as to sparse): each lock argument is a context, as
 * context(x, in, out); a try-acquire's first argument is the value the
 * function returns when it took the lock.
 */
enum capability_kind {
	CAPABILITY_IGNORED,		/* capability("name"), guarded_by */
	CAPABILITY_ACQUIRE,		/* context(x, 0, 1) */
	CAPABILITY_RELEASE,		/* context(x, 1, 0) */
	CAPABILITY_REQUIRE,		/* context(x, 1, 1) */
	CAPABILITY_TRY,			/* context(x, 0, -1) */
};

static void add_capability(struct decl_state *ctx, enum capability_kind kind,
			   struct expression *lock, long long success)
{
	static const int in[CAPABILITY_TRY + 1] = {
		[CAPABILITY_RELEASE] = 1, [CAPABILITY_REQUIRE] = 1,
	};
	static const int out[CAPABILITY_TRY + 1] = {
		[CAPABILITY_ACQUIRE] = 1, [CAPABILITY_REQUIRE] = 1,
		[CAPABILITY_TRY] = -1,
	};
	struct context *context = __alloc_context(0);

	context->context = lock;
	context->in = in[kind];
	context->out = out[kind];
	context->try_zero = kind == CAPABILITY_TRY && !success;
	add_ptr_list(&ctx->ctype.contexts, context);
}

/* name '(' [expression {',' expression}] ')' */
static struct token *attribute_capability(struct token *token,
					  struct symbol *attr,
					  struct decl_state *ctx)
{
	enum capability_kind kind = attr->keyword_mod;
	long long success = 1;
	int n = 0;

	if (!match_op(token, '('))
		return token;
	token = token->next;
	while (!match_op(token, ')') && !eof_token(token)) {
		struct expression *arg = NULL;

		token = conditional_expression(token, &arg);
		if (!arg)
			break;
		if (kind == CAPABILITY_TRY && !n++)
			success = get_expression_value_silent(arg);
		else if (kind != CAPABILITY_IGNORED)
			add_capability(ctx, kind, arg, success);
		if (!match_op(token, ','))
			break;
		token = token->next;
	}
	return expect(token, ')', "after capability attribute");
}

/* cleanup '(' function ')': called on the variable at its scope's end */
static struct token *attribute_cleanup(struct token *token, struct symbol *attr,
				       struct decl_state *ctx)
{
	struct expression *expr = NULL;
	struct token *start;

	if (!match_op(token, '(')) {
		sparse_error(token->pos, "an argument is expected for attribute 'cleanup'");
		return token;
	}
	start = token->next;
	if (match_op(start, ')')) {
		sparse_error(start->pos, "an argument is expected for attribute 'cleanup'");
		return start->next;
	}
	/* as sparse: a name, read as a primary expression */
	token = primary_expression(start, &expr);
	if (!expr || expr->type != EXPR_SYMBOL)
		sparse_error(start->pos, "argument is not an identifier");
	else
		ctx->cleanup = expr;
	return expect(token, ')', "after attribute's argument'");
}

/* mode '(' identifier ')' */
static struct token *attribute_mode(struct token *token, struct symbol *attr,
				    struct decl_state *ctx)
{
	token = expect(token, '(', "after mode attribute");
	if (token_type(token) != TOKEN_IDENT) {
		sparse_error(token->pos, "expect attribute mode symbol\n");
	} else {
		struct symbol *mode = keyword_of(token, NS_KEYWORD, KW_MODE);

		if (mode)
			ctx->mode = mode;
		else
			sparse_error(token->pos, "unknown mode attribute %s",
				     show_ident(token->ident));
		token = token->next;
	}
	return expect(token, ')', "after mode attribute");
}

/* The type of @mode's size with @type's sign. */
struct symbol *apply_mode(struct position pos, struct symbol *mode,
				 struct symbol *type)
{
	struct symbol *sized = mode->keyword_type;

	if (!type || !is_int_type(type) || type->type != SYM_BASETYPE) {
		sparse_error(pos, "don't know how to apply mode to %s",
			     type ? show_typename(type) : "incomplete type");
		return type;
	}
	if (!(type->ctype.modifiers & MOD_UNSIGNED))
		return sized;
	if (sized == &schar_ctype)
		return &uchar_ctype;
	if (sized == &sshort_ctype)
		return &ushort_ctype;
	if (sized == &int_ctype || sized == &sint_ctype)
		return &uint_ctype;
	if (sized == &long_ctype || sized == &slong_ctype)
		return &ulong_ctype;
	if (sized == &llong_ctype || sized == &sllong_ctype)
		return &ullong_ctype;
	if (sized == &slllong_ctype)
		return &ulllong_ctype;
	return sized;
}

/* attribute: [identifier ['(' arguments ')']] */
static struct token *one_attribute(struct token *token, struct decl_state *ctx)
{
	struct symbol *attr;

	if (token_type(token) != TOKEN_IDENT)
		return token;
	attr = attribute_keyword(token);
	if (!attr) {
		if (Wunknown_attribute)
			warning(token->pos, "unknown attribute '%s'",
				show_ident(token->ident));
		return attribute_ignored(token->next, NULL, ctx);
	}
	if (attr->op->attribute)
		return attr->op->attribute(token->next, attr, ctx);
	return attribute_ignored(token->next, attr, ctx);
}

/* '__attribute__' '(' '(' [attribute { ',' attribute }] ')' ')' */
struct token *gnu_attribute(struct token *token, struct symbol *kw,
				   struct decl_state *ctx)
{
	token = expect(token, '(', "after attribute");
	token = expect(token, '(', "after attribute");
	for (;;) {
		token = one_attribute(token, ctx);
		if (!match_op(token, ','))
			break;
		token = token->next;
	}
	token = expect(token, ')', "after attribute");
	return expect(token, ')', "after attribute");
}

/*
 * '[' '[' begins an attribute, but for '[' '[' type-name: an array size
 * that is sparse's type expression (a[[int] == [T] ? 1 : 2]).  Only with
 * -std=c23 or gnu23: sparse knows no C23, and before it '[' '[' is an
 * array declarator gone wrong.
 */
bool is_attribute_start(struct token *token)
{
	return is_c23() && match_op(token, '[') && match_op(token->next, '[') &&
	       !lookup_type(token->next->next);
}

/*
 * attribute-specifier: '[' '[' [attribute {',' attribute}] ']' ']' (C23
 * 6.7.13): a prefix "gnu::" means GCC's; the standard ones change nothing
 * a checker sees, but noreturn.
 */
struct token *attribute_specifier(struct token *token,
					 struct decl_state *ctx)
{
	token = token->next->next;
	while (!match_op(token, ']') && !eof_token(token)) {
		struct token *name = token;

		if (token_type(token) == TOKEN_IDENT &&
		    match_op(token->next, SPECIAL_COLONCOLON)) {
			name = token->next->next;
		} else if (token_type(token) == TOKEN_IDENT &&
			   match_op(token->next, ':') &&
			   match_op(token->next->next, ':')) {
			name = token->next->next->next;
		}
		if (name != token && token->ident != gnu_ident)
			token = attribute_ignored(name->next, NULL, ctx);
		else
			token = one_attribute(name, ctx);
		if (!match_op(token, ','))
			break;
		token = token->next;
	}
	token = expect(token, ']', "at end of attribute");
	return expect(token, ']', "at end of attribute");
}

/* asm-label: ('asm' | '__asm__') '(' string-literal ')' */
struct token *asm_label(struct token *token, struct symbol *kw,
			       struct decl_state *ctx)
{
	token = expect(token, '(', "after asm");
	token = string_expression(token, &ctx->asm_name, "asm label");
	return expect(token, ')', "after asm");
}

/* { attribute-specifier | asm-label }: wherever GCC takes them */
struct token *handle_attributes(struct token *token,
				       struct decl_state *ctx)
{
	for (;;) {
		struct symbol *kw = keyword_of(token, NS_TYPEDEF, KW_ATTRIBUTE);

		if (is_attribute_start(token)) {
			token = attribute_specifier(token, ctx);
			continue;
		}
		if (!kw || !kw->op->declarator)
			break;
		token = kw->op->declarator(token->next, kw, ctx);
	}
	return token;
}

// The attribute names, each bound as name and __name__ (NS_KEYWORD)

static const struct symbol_op attr_modifier_op = {
	.type = KW_ATTRIBUTE, .attribute = attribute_modifier,
};
static const struct symbol_op attr_function_op = {
	.type = KW_ATTRIBUTE, .attribute = attribute_function,
};
static const struct symbol_op attr_ignored_op = {
	.type = KW_ATTRIBUTE, .attribute = attribute_ignored,
};
static const struct symbol_op attr_packed_op = {
	.type = KW_ATTRIBUTE, .attribute = attribute_packed,
};
static const struct symbol_op attr_force_op = {
	.type = KW_ATTRIBUTE, .attribute = attribute_force,
};
static const struct symbol_op attr_designated_init_op = {
	.type = KW_ATTRIBUTE, .attribute = attribute_designated_init,
};
static const struct symbol_op attr_transparent_union_op = {
	.type = KW_ATTRIBUTE, .attribute = attribute_transparent_union,
};
static const struct symbol_op attr_aligned_op = {
	.type = KW_ATTRIBUTE, .attribute = attribute_aligned,
};
static const struct symbol_op attr_address_space_op = {
	.type = KW_ATTRIBUTE, .attribute = attribute_address_space,
};
static const struct symbol_op attr_context_op = {
	.type = KW_ATTRIBUTE, .attribute = attribute_context,
};
static const struct symbol_op attr_capability_op = {
	.type = KW_ATTRIBUTE, .attribute = attribute_capability,
};
static const struct symbol_op attr_cleanup_op = {
	.type = KW_ATTRIBUTE, .attribute = attribute_cleanup,
};
static const struct symbol_op attr_mode_op = {
	.type = KW_ATTRIBUTE, .attribute = attribute_mode,
};
static const struct symbol_op mode_op = {
	.type = KW_MODE,
};

struct attribute {
	const char *name;
	const struct symbol_op *op;
	unsigned long mod;
};

/* The attributes sparse gives a meaning to. */
static const struct attribute sparse_attributes[] = {
	{ "address_space", &attr_address_space_op, 0 },
	{ "noderef", &attr_modifier_op, MOD_NODEREF },
	{ "nocast", &attr_modifier_op, MOD_NOCAST },
	{ "safe", &attr_modifier_op, MOD_SAFE },
	{ "bitwise", &attr_modifier_op, MOD_BITWISE },
	{ "force", &attr_force_op, 0 },
	{ "context", &attr_context_op, 0 },
	{ "designated_init", &attr_designated_init_op, 0 },
	{ "transparent_union", &attr_transparent_union_op, 0 },
	{ "mode", &attr_mode_op, 0 },
	{ "noreturn", &attr_function_op, MOD_NORETURN },
	{ "pure", &attr_function_op, MOD_PURE },
	{ "const", &attr_function_op, MOD_PURE_CONST },
	{ "unused", &attr_function_op, MOD_UNUSED },
	{ "externally_visible", &attr_function_op, MOD_EXT_VISIBLE },
	{ "gnu_inline", &attr_function_op, MOD_GNU_INLINE },
	{ "aligned", &attr_aligned_op, 0 },
	{ "packed", &attr_packed_op, 0 },
	{ "cleanup", &attr_cleanup_op, 0 },
};

/* Clang's thread safety attributes: bound under -Wcontext-lock only. */
static const struct attribute capability_attributes[] = {
	{ "capability", &attr_capability_op, CAPABILITY_IGNORED },
	{ "shared_capability", &attr_capability_op, CAPABILITY_IGNORED },
	{ "lockable", &attr_capability_op, CAPABILITY_IGNORED },
	{ "scoped_lockable", &attr_capability_op, CAPABILITY_IGNORED },
	{ "guarded_by", &attr_capability_op, CAPABILITY_IGNORED },
	{ "pt_guarded_by", &attr_capability_op, CAPABILITY_IGNORED },
	{ "acquired_before", &attr_capability_op, CAPABILITY_IGNORED },
	{ "acquired_after", &attr_capability_op, CAPABILITY_IGNORED },
	{ "no_thread_safety_analysis", &attr_capability_op,
	  CAPABILITY_IGNORED },
	{ "acquire_capability", &attr_capability_op, CAPABILITY_ACQUIRE },
	{ "acquire_shared_capability", &attr_capability_op,
	  CAPABILITY_ACQUIRE },
	{ "exclusive_lock_function", &attr_capability_op, CAPABILITY_ACQUIRE },
	{ "shared_lock_function", &attr_capability_op, CAPABILITY_ACQUIRE },
	{ "release_capability", &attr_capability_op, CAPABILITY_RELEASE },
	{ "release_shared_capability", &attr_capability_op,
	  CAPABILITY_RELEASE },
	{ "release_generic_capability", &attr_capability_op,
	  CAPABILITY_RELEASE },
	{ "unlock_function", &attr_capability_op, CAPABILITY_RELEASE },
	{ "requires_capability", &attr_capability_op, CAPABILITY_REQUIRE },
	{ "requires_shared_capability", &attr_capability_op,
	  CAPABILITY_REQUIRE },
	{ "exclusive_locks_required", &attr_capability_op,
	  CAPABILITY_REQUIRE },
	{ "shared_locks_required", &attr_capability_op, CAPABILITY_REQUIRE },
	{ "try_acquire_capability", &attr_capability_op, CAPABILITY_TRY },
	{ "try_acquire_shared_capability", &attr_capability_op,
	  CAPABILITY_TRY },
	{ "exclusive_trylock_function", &attr_capability_op, CAPABILITY_TRY },
	{ "shared_trylock_function", &attr_capability_op, CAPABILITY_TRY },
};

/*
 * GCC's other attributes that sparse knows: accepted, their arguments
 * skipped.  Newer ones (access, counted_by, fallthrough, ...) are
 * unknown to it: -Wunknown-attribute names them.
 */
static const char *const gcc_attributes[] = {
	"alias", "alloc_align", "alloc_size", "always_inline", "artificial",
	"assume_aligned", "cdecl", "cold", "common", "constructor",
	"deprecated", "destructor", "error", "fastcall", "flatten",
	"force_align_arg_pointer", "format", "format_arg", "function_return",
	"gcc_struct", "hot", "ifunc", "indirect_branch", "interrupt", "leaf",
	"malloc", "may_alias", "maybe_unused", "model", "ms_abi", "ms_struct",
	"naked", "no_address_safety_analysis", "no_caller_saved_registers",
	"no_icf", "no_instrument_function", "no_profile_instrument_function",
	"no_reorder", "no_sanitize", "no_sanitize_address",
	"no_sanitize_thread", "no_sanitize_undefined", "no_split_stack",
	"no_stack_limit", "nocf_check", "noclone", "nocommon", "nodiscard",
	"noinit", "noinline", "noipa", "nonnull", "nonstring", "noplt",
	"nothrow", "optimize", "patchable_function_entry", "persistent",
	"regparm", "returns_nonnull", "returns_twice", "scalar_storage_order",
	"section", "selectany", "sentinel", "shared", "simd", "stack_protect",
	"stdcall", "sysv_abi", "target", "target_clones", "thiscall",
	"tls_model", "used", "vector_size", "visibility",
	"warn_if_not_aligned", "warn_unused_result", "warning", "weak",
	"weakref",
};

/* mode(X): the machine modes; ORDER: mode_types[] in init_attributes(). */
static const char *const mode_names[] = {
	"QI", "HI", "SI", "DI", "TI", "byte", "word", "pointer",
};

/* An attribute is known as name and as __name__. */
static void bind_attribute(const char *name, const struct symbol_op *op,
			   unsigned long mod, struct symbol *type)
{
	char spelled[64];
	struct symbol *sym;

	snprintf(spelled, sizeof(spelled), "__%s__", name);
	sym = bind_keyword(spelled, NS_KEYWORD, op, false);
	sym->keyword_mod = mod;
	sym->keyword_type = type;
	sym = bind_keyword(name, NS_KEYWORD, op, false);
	sym->keyword_mod = mod;
	sym->keyword_type = type;
}

void init_attributes(void)
{
	/*
	 * the integer type of each mode, as sparse: explicitly signed, DI
	 * long long whatever the target, but pointer's plain int or long;
	 * ORDER: mode_names[]
	 */
	struct symbol *const mode_types[] = {
		&schar_ctype, &sshort_ctype, &sint_ctype, &sllong_ctype,
		&slllong_ctype, &schar_ctype, &slong_ctype,
		bits_in_pointer == bits_in_int ? &int_ctype :
		bits_in_pointer == bits_in_long ? &long_ctype : &llong_ctype,
	};
	size_t i;

	for (i = 0; i < ARRAY_SIZE(sparse_attributes); i++)
		bind_attribute(sparse_attributes[i].name, sparse_attributes[i].op,
			       sparse_attributes[i].mod, NULL);
	for (i = 0; Wcontext_lock && i < ARRAY_SIZE(capability_attributes); i++)
		bind_attribute(capability_attributes[i].name,
			       capability_attributes[i].op,
			       capability_attributes[i].mod, NULL);
	for (i = 0; i < ARRAY_SIZE(gcc_attributes); i++)
		bind_attribute(gcc_attributes[i], &attr_ignored_op, 0, NULL);
	for (i = 0; i < ARRAY_SIZE(mode_names); i++)
		bind_attribute(mode_names[i], &mode_op, 0, mode_types[i]);
}
