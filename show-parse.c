// SPDX-License-Identifier: MIT
/*
 * show-parse.c — symbols, types, expressions and statements as text.
 *
 * Takes what the parser built; gives strings for diagnostics
 * (show_typename(), modifier_string()) and the listing of test-parsing
 * (show_symbol()).  Types are spelled as sparse spells them: "char const *",
 * "int ( * )( ... )", modifiers in brackets.  Until evaluation and
 * linearization exist, bodies and initializers are shown as C (fully
 * parenthesized), not as sparse's pseudo-assembly.  State: the rotating
 * buffers of the show_*() strings.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "expression.h"
#include "parse.h"
#include "symbol.h"
#include "token.h"


/* The words of the MOD_* bits, in the order they are shown. */
static const struct {
	unsigned long mod;
	const char *name;
} modifier_names[] = {
	{ MOD_AUTO, "auto" },
	{ MOD_REGISTER, "register" },
	{ MOD_STATIC, "static" },
	{ MOD_EXTERN, "extern" },
	{ MOD_INLINE, "inline" },
	{ MOD_CONST, "const" },
	{ MOD_VOLATILE, "volatile" },
	{ MOD_RESTRICT, "restrict" },
	{ MOD_ACCESSED, "[accessed]" },
	{ MOD_ADDRESSABLE, "[addressable]" },
	{ MOD_ASM, "[asm]" },
	{ MOD_ASSIGNED, "[assigned]" },
	{ MOD_ATOMIC, "[atomic]" },
	{ MOD_BITWISE, "[bitwise]" },
	{ MOD_CONSTEXPR, "[constexpr]" },
	{ MOD_EXPLICITLY_SIGNED, "[explicitly-signed]" },
	{ MOD_FORCE, "[force]" },
	{ MOD_GNU_INLINE, "[gnu_inline]" },
	{ MOD_NOCAST, "[nocast]" },
	{ MOD_NODEREF, "[noderef]" },
	{ MOD_NORETURN, "[noreturn]" },
	{ MOD_PACKED, "[packed]" },
	{ MOD_PURE, "[pure]" },
	{ MOD_PURE_CONST, "[pure]" },	/* as sparse: const is pure there */
	{ MOD_SAFE, "[safe]" },
	{ MOD_SIGNED, "[signed]" },
	{ MOD_TLS, "[tls]" },
	{ MOD_TOPLEVEL, "[toplevel]" },
	{ MOD_UNSIGNED, "[unsigned]" },
	{ MOD_UNUSED, "[unused]" },
	{ MOD_USERTYPE, "[usertype]" },
};

#define SHOW_BUFFERS 4
#define SHOW_SIZE 1024

/* One of a few rotating buffers: a show_*() result lives a little while. */
static char *show_buffer(void)
{
	static char buffers[SHOW_BUFFERS][SHOW_SIZE];
	static int next;

	next = (next + 1) % SHOW_BUFFERS;
	buffers[next][0] = '\0';
	return buffers[next];
}

const char *modifier_string(unsigned long mod)
{
	char *buffer = show_buffer();
	size_t i, len = 0;

	for (i = 0; i < ARRAY_SIZE(modifier_names); i++) {
		if (!(mod & modifier_names[i].mod))
			continue;
		len += snprintf(buffer + len, SHOW_SIZE - len, "%s%s",
				len ? " " : "", modifier_names[i].name);
		if (len >= SHOW_SIZE)
			break;
	}
	return buffer;
}

const char *show_as(struct ident *as)
{
	return as ? show_ident(as) : "";
}

// show_typename(): a type built by prepending and appending words

struct type_text {
	char text[SHOW_SIZE];
	size_t len;
	bool fouled;		/* a SYM_FOULED was met: shown last */
	/* a pointer's modifiers and address space, shown once it is known
	 * whether the pointer is wrapped: "int const ( * )[2]" */
	struct symbol *pending_ptr;
	/* as sparse, the modifiers of a name and of the arrays and
	 * bit-fields after it, shown once before what comes next:
	 * "unsigned int const [usertype] [2]", "bool [usertype] :1" */
	unsigned long pending_mods;
	unsigned long pending_type_mods;	/* the arrays' and fields' */
	bool as_declared;	/* a field -funsigned-bitfields made unsigned */
};


static void prepend(struct type_text *t, const char *fmt, const char *word,
		    const char *sep)
{
	char piece[SHOW_SIZE];
	size_t n = snprintf(piece, sizeof(piece), fmt, word, sep);

	if (n + t->len >= SHOW_SIZE)
		return;
	memmove(t->text + n, t->text, t->len + 1);
	memcpy(t->text, piece, n);
	t->len += n;
}

static void append(struct type_text *t, const char *word)
{
	size_t room = SHOW_SIZE - t->len;
	size_t n = strlen(word);

	if (t->len >= SHOW_SIZE || n >= room)
		return;
	memcpy(t->text + t->len, word, n + 1);
	t->len += n;
}

/* "word rest": a space between only when there is a rest. */
static void prepend_word(struct type_text *t, const char *word)
{
	if (!*word)
		return;
	prepend(t, "%s%s", word, t->len ? " " : "");
}

static void show_tagged(struct type_text *t, struct symbol *sym,
			const char *kind)
{
	char word[SHOW_SIZE];

	snprintf(word, sizeof(word), "%s %s", kind,
		 sym->ident ? show_ident(sym->ident) : "<noident>");
	prepend_word(t, word);
}

/*
 * "[N]", as sparse shows it: [0] when the size is unknown, and for a
 * variable length array after a "bad constant expression" error.
 */
/*
 * The listing of test-parsing --ast shows what it can without a word:
 * set while it prints.
 */
static bool quiet_sizes;

static void show_array_size(struct type_text *t, struct symbol *sym)
{
	char size[64];
	long long n = 0;

	if (sym->array_size && quiet_sizes)
		n = get_expression_value_silent(sym->array_size);
	else if (sym->array_size)
		n = get_expression_value(sym->array_size);
	snprintf(size, sizeof(size), "[%lld]", n);
	append(t, size);
}

/* "_BitInt(N)": not a built-in type, one per width */
static void show_bitint(struct type_text *t, struct symbol *sym)
{
	char word[64];

	snprintf(word, sizeof(word), "%s_BitInt(%ld)",
		 sym->ctype.modifiers & MOD_UNSIGNED ? "unsigned " : "",
		 sym->bit_size);
	prepend_word(t, word);
}

/* Is @b at or after @a, in the same stream? */
static bool position_after(struct position a, struct position b)
{
	return a.stream == b.stream &&
	       (b.line > a.line || (b.line == a.line && b.pos >= a.pos));
}

/*
 * The modifiers a node or pointer shows: [usertype] belongs to what a
 * function its declarator made returns, not to the function or the
 * pointer to it, as sparse: "int ( *[addressable] [toplevel] fp )( ... )"
 * for "myint (*fp)(void)"; a function type a typedef names (declared
 * before) keeps it.  Nor is [safe] shown on a function or a pointer to
 * one, as sparse (it is there: redeclarations compare it).
 */
static unsigned long shown_modifiers(const struct symbol *sym)
{
	const struct symbol *base = sym->ctype.base_type;
	unsigned long mods = sym->ctype.modifiers;

	if (!base || base->type != SYM_FN)
		return mods;
	mods &= ~MOD_SAFE;
	if (position_after(sym->pos, base->pos))
		mods &= ~MOD_USERTYPE;
	return mods;
}

/*
 * The pending modifiers before the text, as the next step @sym needs
 * them: a built-in type or an enum spells its signedness itself.
 */
static void flush_mods(struct type_text *t, const struct symbol *sym)
{
	unsigned long type_mods = t->pending_type_mods;

	if (sym && (sym->type == SYM_BASETYPE || sym->type == SYM_ENUM))
		type_mods &= ~MOD_SIGNEDNESS;
	prepend_word(t, modifier_string(t->pending_mods | type_mods));
	t->pending_mods = t->pending_type_mods = 0;
}

/* The pending pointer's "const [usertype] __user" before the text. */
static void flush_pointer(struct type_text *t)
{
	struct symbol *ptr = t->pending_ptr;
	unsigned long mods;

	if (!ptr)
		return;
	t->pending_ptr = NULL;
	mods = shown_modifiers(ptr);
	if (ptr->ctype.as)
		prepend(t, "%s%s", show_ident(ptr->ctype.as), " ");
	if (mods)
		prepend(t, "%s%s", modifier_string(mods), " ");
}

/*
 * Around what a pointer made, before a function's or array's suffix: as
 * sparse, a pointer to a function shows its modifiers inside, "void (
 * [usertype] * )( ... )"; a pointer to an array's join the array's,
 * shown once before, "int const [usertype] ( * )[2]".
 */
static void wrap_pointer(struct type_text *t, bool *was_ptr, bool to_fn)
{
	struct symbol *ptr = t->pending_ptr;

	if (to_fn) {
		flush_pointer(t);
		ptr = NULL;
	}
	if (*was_ptr) {
		prepend(t, "%s%s", "( ", "");
		append(t, " )");
		*was_ptr = false;
	}
	if (!ptr)
		return;
	t->pending_ptr = NULL;
	if (ptr->ctype.as)
		prepend(t, "%s%s", show_ident(ptr->ctype.as), " ");
	t->pending_mods |= shown_modifiers(ptr);
}

/*
 * A function's node shows the signedness of the integer it returns, as
 * sparse: "int extern [addressable] [signed] [toplevel] f( ... )"; an
 * enum's, that of the integer type under it.
 */
static unsigned long returned_signedness(const struct symbol *node)
{
	const struct symbol *fn = node->ctype.base_type, *ret;

	if (!fn || fn->type != SYM_FN)
		return 0;
	for (ret = fn->ctype.base_type;
	     ret && (ret->type == SYM_NODE || ret->type == SYM_ENUM);
	     ret = ret->ctype.base_type)
		;
	if (!ret || ret->type != SYM_BASETYPE)
		return 0;
	return ret->ctype.modifiers &
	       (MOD_SIGNED | MOD_UNSIGNED | MOD_EXPLICITLY_SIGNED);
}

/*
 * A type without a name (the type of [int], __auto_type's before it is
 * known): by its kind's number, as sparse; listings name __auto_type.
 */
static bool show_unknown_type(struct type_text *t, struct symbol *sym)
{
	char word[32];

	if (quiet_sizes && sym == &autotype_ctype) {
		prepend_word(t, "__auto_type");
		return false;
	}
	snprintf(word, sizeof(word), "unknown type %d", sym->type);
	prepend_word(t, word);
	return false;
}

/*
 * As sparse: a bit-field -funsigned-bitfields made unsigned shows the
 * plain type it was declared with ("int :3"), as parse.c's table.
 */
static struct symbol *signed_of(struct symbol *type)
{
	return plain_int_type(type, false);
}

/* One step down the type chain; false when the chain ends here. */
static bool show_type_step(struct type_text *t, struct symbol *sym,
			   bool *was_ptr)
{
	const char *name;

	/* as sparse: a function without a name (a reserved word's) shows
	 * its node's modifiers before the "( ... )": "int extern ( ... )" */
	if (sym->type == SYM_FN && !t->len && !*was_ptr && !t->pending_ptr) {
		append(t, "( ... )");
		flush_mods(t, sym);
		return true;
	}
	if (sym->type != SYM_NODE && sym->type != SYM_ARRAY &&
	    sym->type != SYM_BITFIELD)
		flush_mods(t, sym);
	if (sym->type != SYM_FN && sym->type != SYM_ARRAY)
		flush_pointer(t);
	switch (sym->type) {
	case SYM_NODE:
		if (t->pending_mods | t->pending_type_mods)
			flush_mods(t, sym);
		if (sym->ident)
			prepend_word(t, show_ident(sym->ident));
		if (sym->ctype.as)
			prepend_word(t, show_ident(sym->ctype.as));
		t->pending_mods = shown_modifiers(sym) |
				  returned_signedness(sym);
		return true;
	case SYM_PTR:
		prepend(t, "%s%s", "*", "");
		t->pending_ptr = sym;
		*was_ptr = true;
		return true;
	case SYM_FN:
		wrap_pointer(t, was_ptr, true);
		append(t, "( ... )");
		return true;
	case SYM_ARRAY:
		wrap_pointer(t, was_ptr, false);
		show_array_size(t, sym);
		t->pending_type_mods |= sym->ctype.modifiers;
		return true;
	case SYM_STRUCT:
		show_tagged(t, sym, "struct");
		return false;
	case SYM_UNION:
		show_tagged(t, sym, "union");
		return false;
	case SYM_ENUM:
		show_tagged(t, sym, "enum");
		/* as sparse: one declared, never defined, has no base */
		if (!sym->ctype.base_type) {
			prepend_word(t, "incomplete type");
			return false;
		}
		return true;
	case SYM_BITFIELD: {
		char width[32];

		snprintf(width, sizeof(width), ":%ld", sym->bit_size);
		append(t, width);
		t->as_declared = sym->option_unsigned;
		t->pending_type_mods |= sym->ctype.modifiers;
		return true;
	}
	case SYM_RESTRICT:
		prepend_word(t, sym->ident ? show_ident(sym->ident) : "");
		prepend_word(t, "restricted");
		return false;
	case SYM_FOULED:
		/* "fouled restricted le16": the word goes before the base */
		t->fouled = true;
		return true;
	case SYM_TYPEOF:
		prepend_word(t, "typeof(...)");
		return false;
	case SYM_LABEL:
		prepend_word(t, "label");
		return false;
	case SYM_BASETYPE:
		name = builtin_typename(t->as_declared ? signed_of(sym) : sym);
		if (!name && sym->ctype.base_type == &int_type) {
			show_bitint(t, sym);
			return false;
		}
		if (!name)
			return show_unknown_type(t, sym);
		prepend_word(t, name);
		return false;
	case SYM_KEYWORD:
		prepend_word(t, "keyword");
		return false;
	default:
		prepend_word(t, "bad type");
		return false;
	}
}

const char *show_typename(struct symbol *sym)
{
	static struct type_text texts[SHOW_BUFFERS];
	static int next;
	struct type_text *t = &texts[next = (next + 1) % SHOW_BUFFERS];
	bool was_ptr = false;
	int steps = 0;

	t->len = 0;
	t->text[0] = '\0';
	t->fouled = false;
	t->as_declared = false;
	t->pending_ptr = NULL;
	t->pending_mods = t->pending_type_mods = 0;
	if (!sym) {
		append(t, "<noident>");
		return t->text;
	}
	while (sym && steps++ < 1000) {
		if (!show_type_step(t, sym, &was_ptr)) {
			flush_pointer(t);
			if (t->fouled)
				prepend_word(t, "fouled");
			return t->text;
		}
		sym = sym->ctype.base_type;
	}
	/*
	 * As sparse: a chain that ends (a built-in's "( ... )", a declaration
	 * of no type after typeof's error) shows nothing more, not even the
	 * modifiers still pending: "x", "*[addressable] [toplevel] p".
	 */
	if (sym) {
		flush_mods(t, NULL);
		flush_pointer(t);
		prepend_word(t, "<notype>");
	}
	return t->text;
}

/* The same without a word: a variable length array's size shows as [0]. */
const char *show_typename_quiet(struct symbol *sym)
{
	bool was_quiet = quiet_sizes;
	const char *name;

	quiet_sizes = true;
	name = show_typename(sym);
	quiet_sizes = was_quiet;
	return name;
}

// Expressions, as C with every operator parenthesized

struct text {
	char *buf;
	size_t len, size;
};

static void put(struct text *out, const char *fmt, ...) FORMAT_ATTR(2);
static void put(struct text *out, const char *fmt, ...)
{
	va_list args;
	int n;

	if (out->len >= out->size)
		return;
	va_start(args, fmt);
	n = vsnprintf(out->buf + out->len, out->size - out->len, fmt, args);
	va_end(args);
	if (n > 0)
		out->len += n;
}

static void put_expr(struct text *out, struct expression *expr);

static const char *show_op(int op)
{
	return show_special(op);
}

static void put_list(struct text *out, struct expression_list *list)
{
	struct expression *expr;
	const char *sep = "";

	FOR_EACH_PTR(list, expr) {
		put(out, "%s", sep);
		put_expr(out, expr);
		sep = ", ";
	} END_FOR_EACH_PTR(expr);
}

/*
 * The decoded bytes of a string, quoted as sparse 0.6.4 shows them: \n, \t,
 * \" and \\ by name, other unprintable bytes in octal (three digits
 * before a digit, so that "\001" "6" does not read back as "\16").
 */
static void put_string_bytes(struct text *out, const struct string *string)
{
	int i;

	put(out, "\"");
	for (i = 0; i < (int)string->length - 1; i++) {
		unsigned char c = string->data[i];

		if (c == '\n')
			put(out, "\\n");
		else if (c == '\t')
			put(out, "\\t");
		else if (c == '"' || c == '\\')
			put(out, "\\%c", c);
		else if ((c < ' ' || c >= 0x7f) &&
			 i + 1 < (int)string->length - 1 &&
			 isdigit((unsigned char)string->data[i + 1]))
			put(out, "\\%03o", c);
		else if (c < ' ' || c >= 0x7f)
			put(out, "\\%o", c);
		else
			put(out, "%c", c);
	}
	put(out, "\"");
}

static void put_string(struct text *out, struct expression *expr)
{
	static const char *const prefixes[] = { "", "L", "u", "U", "u8" };

	put(out, "%s", expr->wide >= 0 && expr->wide < 5 ?
	    prefixes[expr->wide] : "");
	put_string_bytes(out, expr->string);
}

static void put_initializer_entry(struct text *out, struct expression *expr)
{
	while (expr) {
		if (expr->type == EXPR_IDENTIFIER) {
			put(out, ".%s", show_ident(expr->expr_ident));
			expr = expr->ident_expression;
		} else if (expr->type == EXPR_INDEX) {
			put(out, "[");
			put_expr(out, expr->idx_from_expr);
			if (expr->idx_to_expr != expr->idx_from_expr) {
				put(out, " ... ");
				put_expr(out, expr->idx_to_expr);
			}
			put(out, "]");
			expr = expr->idx_expression;
		} else {
			put(out, " = ");
			put_expr(out, expr);
			return;
		}
	}
}

static void put_offsetof(struct text *out, struct expression *expr)
{
	if (expr->down)
		put_offsetof(out, expr->down);
	else
		put(out, "%s, ", show_typename(expr->in));
	if (expr->op == '.') {
		put(out, "%s%s", expr->down ? "." : "", show_ident(expr->ident));
	} else {
		put(out, "[");
		put_expr(out, expr->index);
		put(out, "]");
	}
}

static void put_generic(struct text *out, struct expression *expr)
{
	struct type_expression *map;

	put(out, "_Generic(");
	put_expr(out, expr->control);
	for (map = expr->map; map; map = map->next) {
		put(out, ", %s: ", show_typename(map->type));
		put_expr(out, map->expr);
	}
	if (expr->def) {
		put(out, ", default: ");
		put_expr(out, expr->def);
	}
	put(out, ")");
}

static void put_binary(struct text *out, struct expression *expr)
{
	put(out, "(");
	put_expr(out, expr->left);
	put(out, " %s ", show_op(expr->op));
	put_expr(out, expr->right);
	put(out, ")");
}

static void put_conditional(struct text *out, struct expression *expr)
{
	put(out, "(");
	put_expr(out, expr->conditional);
	put(out, " ? ");
	if (expr->cond_true)
		put_expr(out, expr->cond_true);
	put(out, " : ");
	put_expr(out, expr->cond_false);
	put(out, ")");
}

static void put_cast(struct text *out, struct expression *expr)
{
	put(out, "(%s%s)", expr->type == EXPR_FORCE_CAST ? "__force " : "",
	    show_typename(expr->cast_type));
	put_expr(out, expr->cast_expression);
}

static void put_type_info(struct text *out, struct expression *expr)
{
	put(out, "%s(", expr->type == EXPR_SIZEOF ? "sizeof" : "_Alignof");
	if (expr->cast_type)
		put(out, "%s", show_typename(expr->cast_type));
	else
		put_expr(out, expr->cast_expression);
	put(out, ")");
}

static void put_expr(struct text *out, struct expression *expr)
{
	if (!expr) {
		put(out, "<none>");
		return;
	}
	switch (expr->type) {
	case EXPR_VALUE:
		put(out, "%llu", expr->value);
		break;
	case EXPR_FVALUE:
		put(out, "%Lg", expr->fvalue);
		break;
	case EXPR_STRING:
		put_string(out, expr);
		break;
	case EXPR_SYMBOL:
		put(out, "%s", show_ident(expr->symbol_name));
		break;
	case EXPR_TYPE:
		put(out, "%s", show_typename(expr->symbol));
		break;
	case EXPR_BINOP: case EXPR_COMPARE: case EXPR_LOGICAL:
	case EXPR_ASSIGNMENT: case EXPR_COMMA:
		put_binary(out, expr);
		break;
	case EXPR_PREOP:
		if (expr->op == '(') {
			put_expr(out, expr->unop);
			break;
		}
		put(out, "(%s", show_op(expr->op));
		put_expr(out, expr->unop);
		put(out, ")");
		break;
	case EXPR_POSTOP:
		put(out, "(");
		put_expr(out, expr->unop);
		put(out, "%s)", show_op(expr->op));
		break;
	case EXPR_DEREF:
		put_expr(out, expr->deref);
		put(out, ".%s", show_ident(expr->member));
		break;
	case EXPR_CAST: case EXPR_FORCE_CAST: case EXPR_IMPLIED_CAST:
		put_cast(out, expr);
		break;
	case EXPR_SIZEOF: case EXPR_ALIGNOF: case EXPR_PTRSIZEOF:
		put_type_info(out, expr);
		break;
	case EXPR_CONDITIONAL: case EXPR_SELECT:
		put_conditional(out, expr);
		break;
	case EXPR_STATEMENT:
		put(out, "({ ... })");
		break;
	case EXPR_CALL:
		put_expr(out, expr->fn);
		put(out, "(");
		put_list(out, expr->args);
		put(out, ")");
		break;
	case EXPR_LABEL:
		put(out, "&&%s", expr->label_symbol ?
		    show_ident(expr->label_symbol->ident) : "<none>");
		break;
	case EXPR_INITIALIZER:
		put(out, "{ ");
		put_list(out, expr->expr_list);
		put(out, " }");
		break;
	case EXPR_IDENTIFIER: case EXPR_INDEX:
		put_initializer_entry(out, expr);
		break;
	case EXPR_OFFSETOF:
		put(out, "offsetof(");
		put_offsetof(out, expr);
		put(out, ")");
		break;
	case EXPR_GENERIC:
		put_generic(out, expr);
		break;
	case EXPR_ASM_OPERAND:
		if (expr->name)
			put(out, "[%s] ", show_ident(expr->name));
		put_expr(out, expr->constraint);
		put(out, " (");
		put_expr(out, expr->expr);
		put(out, ")");
		break;
	default:
		put(out, "<expression %d>", expr->type);
		break;
	}
}

const char *show_expression_string(struct expression *expr)
{
	static char buffers[SHOW_BUFFERS][4096];
	static int next;
	struct text out = { buffers[next = (next + 1) % SHOW_BUFFERS], 0,
			    sizeof(buffers[0]) };

	out.buf[0] = '\0';
	put_expr(&out, expr);
	return out.buf;
}

const char *show_string_literal(struct expression *expr)
{
	static char buffers[SHOW_BUFFERS][4096];
	static int next;
	struct text out = { buffers[next = (next + 1) % SHOW_BUFFERS], 0,
			    sizeof(buffers[0]) };

	out.buf[0] = '\0';
	put_string_bytes(&out, expr->string);
	return out.buf;
}

/* "\"a\\n\"": a string's bytes as a C literal (token.h). */
const char *show_string(const struct string *string)
{
	static char buffers[SHOW_BUFFERS][4096];
	static int next;
	struct text out = { buffers[next = (next + 1) % SHOW_BUFFERS], 0,
			    sizeof(buffers[0]) };

	out.buf[0] = '\0';
	if (!string)
		return "<bad_string>";
	put_string_bytes(&out, string);
	return out.buf;
}

void show_expression_ast(struct expression *expr)
{
	printf("%s", show_expression_string(expr));
}

// Statements, as indented C

static void show_stmt(struct statement *stmt, int indent);

static void show_indent(int indent)
{
	printf("%*s", indent * 4 + 4, "");
}

static void show_declarations(struct symbol_list *list, int indent)
{
	struct symbol *sym;

	FOR_EACH_PTR(list, sym) {
		show_indent(indent);
		printf("%s", show_typename(sym));
		if (sym->initializer)
			printf(" = %s", show_expression_string(sym->initializer));
		printf(";\n");
	} END_FOR_EACH_PTR(sym);
}

static void show_compound(struct statement *stmt, int indent)
{
	struct statement *s;

	show_indent(indent - 1);
	printf("{\n");
	FOR_EACH_PTR(stmt->stmts, s) {
		show_stmt(s, indent);
	} END_FOR_EACH_PTR(s);
	show_indent(indent - 1);
	printf("}\n");
}

static void show_iterator(struct statement *stmt, int indent)
{
	show_indent(indent);
	if (stmt->iterator_post_condition) {
		printf("do\n");
		show_stmt(stmt->iterator_statement, indent + 1);
		show_indent(indent);
		printf("while (%s);\n",
		       show_expression_string(stmt->iterator_post_condition));
		return;
	}
	if (!stmt->iterator_syms && !stmt->iterator_pre_statement &&
	    !stmt->iterator_post_statement && stmt->iterator_pre_condition) {
		printf("while (%s)\n",
		       show_expression_string(stmt->iterator_pre_condition));
		show_stmt(stmt->iterator_statement, indent + 1);
		return;
	}
	printf("for (");
	if (stmt->iterator_syms)
		printf("%d declarations",
		       ptr_list_size(stmt->iterator_syms));
	else if (stmt->iterator_pre_statement)
		show_expression_ast(stmt->iterator_pre_statement->expression);
	printf("; ");
	if (stmt->iterator_pre_condition)
		show_expression_ast(stmt->iterator_pre_condition);
	printf("; ");
	if (stmt->iterator_post_statement)
		show_expression_ast(stmt->iterator_post_statement->expression);
	printf(")\n");
	show_stmt(stmt->iterator_statement, indent + 1);
}

static void show_asm(struct statement *stmt, int indent)
{
	show_indent(indent);
	printf("asm%s%s%s(%s", stmt->asm_modifiers & MOD_VOLATILE ?
	       " volatile" : "", stmt->asm_modifiers & MOD_INLINE ?
	       " inline" : "", stmt->asm_modifiers & MOD_ASM ? " goto" : "",
	       show_expression_string(stmt->asm_string));
	printf(" : %d outputs : %d inputs : %d clobbers : %d labels);\n",
	       ptr_list_size(stmt->asm_outputs),
	       ptr_list_size(stmt->asm_inputs),
	       ptr_list_size(stmt->asm_clobbers),
	       ptr_list_size(stmt->asm_labels));
}

static void show_case(struct statement *stmt, int indent)
{
	show_indent(indent - 1);
	if (!stmt->case_expression)
		printf("default:\n");
	else if (stmt->case_to)
		printf("case %s ... %s:\n",
		       show_expression_string(stmt->case_expression),
		       show_expression_string(stmt->case_to));
	else
		printf("case %s:\n",
		       show_expression_string(stmt->case_expression));
	show_stmt(stmt->case_statement, indent);
}

static void show_goto(struct statement *stmt, int indent)
{
	show_indent(indent);
	if (stmt->goto_expression)
		printf("goto *%s;\n",
		       show_expression_string(stmt->goto_expression));
	else if (stmt->goto_label && stmt->goto_label->type == SYM_LABEL)
		printf("goto %s;\n", show_ident(stmt->goto_label->ident));
	else if (stmt->goto_label)
		printf("%s;\n", show_ident(stmt->goto_label->ident));
	else
		printf("goto <none>;\n");
}

static void show_simple(struct statement *stmt, int indent)
{
	show_indent(indent);
	switch (stmt->type) {
	case STMT_EXPRESSION:
		printf("%s;\n", show_expression_string(stmt->expression));
		break;
	case STMT_RETURN:
		printf("return%s%s;\n", stmt->ret_value ? " " : "",
		       stmt->ret_value ?
		       show_expression_string(stmt->ret_value) : "");
		break;
	case STMT_CONTEXT:
		printf("__context__(%s%s%s);\n", stmt->context ?
		       show_expression_string(stmt->context) : "",
		       stmt->context ? ", " : "",
		       show_expression_string(stmt->expression));
		break;
	case STMT_RANGE:
		printf("__range__(%s, %s, %s);\n",
		       show_expression_string(stmt->range_expression),
		       show_expression_string(stmt->range_low),
		       show_expression_string(stmt->range_high));
		break;
	default:
		printf(";\n");
		break;
	}
}

static void show_stmt(struct statement *stmt, int indent)
{
	if (!stmt)
		return;
	switch (stmt->type) {
	case STMT_DECLARATION:
		show_declarations(stmt->declaration, indent);
		break;
	case STMT_COMPOUND:
		show_compound(stmt, indent + 1);
		break;
	case STMT_IF:
		show_indent(indent);
		printf("if (%s)\n", show_expression_string(stmt->if_conditional));
		show_stmt(stmt->if_true, indent + 1);
		if (stmt->if_false) {
			show_indent(indent);
			printf("else\n");
			show_stmt(stmt->if_false, indent + 1);
		}
		break;
	case STMT_SWITCH:
		show_indent(indent);
		printf("switch (%s)\n",
		       show_expression_string(stmt->switch_expression));
		show_stmt(stmt->switch_statement, indent + 1);
		break;
	case STMT_CASE:
		show_case(stmt, indent);
		break;
	case STMT_ITERATOR:
		show_iterator(stmt, indent);
		break;
	case STMT_LABEL:
		show_indent(indent - 1);
		printf("%s:\n", show_ident(stmt->label_identifier->ident));
		show_stmt(stmt->label_statement, indent);
		break;
	case STMT_GOTO:
		show_goto(stmt, indent);
		break;
	case STMT_ASM:
		show_asm(stmt, indent);
		break;
	default:
		show_simple(stmt, indent);
		break;
	}
}

void show_statement_ast(struct statement *stmt)
{
	show_stmt(stmt, 0);
}

// Symbols

static void show_members(struct symbol *type, int depth)
{
	struct symbol *member;

	printf(" {\n");
	FOR_EACH_PTR(type->symbol_list, member) {
		struct symbol *base = member->ctype.base_type;

		printf("%*s%s", depth * 4, "", show_typename(member));
		if (!member->ident && base && base->symbol_list &&
		    (base->type == SYM_STRUCT || base->type == SYM_UNION))
			show_members(base, depth + 1);
		printf(";\n");
	} END_FOR_EACH_PTR(member);
	printf("%*s}", depth * 4 - 4, "");
}

void show_type(struct symbol *sym)
{
	printf("%s\n", show_typename(sym));
}

/*
 * A symbol as test-parsing --ast lists it: ".align N" when known, its
 * type and name, then what defines it: the members of a struct it
 * defines, a function's body (an inline one's as parsed), an
 * initializer after " = ", all as C.
 */
void show_symbol_ast(struct symbol *sym)
{
	struct statement *body;

	struct symbol *type;

	if (!sym)
		return;
	if (sym->ctype.alignment)
		printf(".align %lu\n", sym->ctype.alignment);
	printf("%s", show_typename(sym));
	type = sym->ctype.base_type;
	if (type && (type->type == SYM_STRUCT || type->type == SYM_UNION) &&
	    type->symbol_list)
		show_members(type, 1);
	printf("\n");
	body = NULL;
	if (type && type->type == SYM_FN)
		body = type->stmt ? type->stmt : type->inline_stmt;
	if (body) {
		if (body->type == STMT_COMPOUND)
			show_compound(body, 1);
		else
			show_stmt(body, 0);
	}
	if (sym->initializer)
		printf(" = \n\t%s\n", show_expression_string(sym->initializer));
}

void show_symbol_list_ast(struct symbol_list *list)
{
	struct symbol *sym;

	quiet_sizes = true;
	FOR_EACH_PTR(list, sym) {
		show_symbol_ast(sym);
	} END_FOR_EACH_PTR(sym);
	quiet_sizes = false;
}
