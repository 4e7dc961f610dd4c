// SPDX-License-Identifier: MIT
/*
 * symbol.c — symbols: allocation, binding to identifiers, built-in types.
 *
 * Takes the resolved target (target.h) and gives the built-in ctypes
 * (int_ctype, ptr_ctype, ...) with their sizes; binds symbols to their
 * identifiers in a namespace and scope (scope.h) and looks them up.
 * examine_symbol_type() lays types out as sparse does (sizes, alignments,
 * struct members' offsets and bit-fields) and says what is wrong with
 * them: bit-fields too wide, flexible arrays misplaced, VLAs (-Wvla).
 * State: the identifiers' chains of bindings (token.h's ident->symbols).
 */
#include <stdlib.h>
#include <string.h>

#include "allocate.h"
#include "expression.h"
#include "parse.h"
#include "scope.h"
#include "symbol.h"
#include "target.h"

ALLOCATOR(symbol, "symbols");
ALLOCATOR(context, "contexts");

struct symbol *alloc_symbol(struct position pos, int type)
{
	struct symbol *sym = __alloc_symbol(0);

	sym->type = type;
	sym->pos = pos;
	sym->endpos.type = 0;
	return sym;
}

unsigned long preamble_file_symbols;

/*
 * The slots skipped: sparse's symbols for what is kept elsewhere cost
 * no memory here, only a count.  Each entry says how many slots were
 * skipped, in all, once @slot symbols of the pool were allocated.
 */
static struct slot_skip {
	unsigned long slot;
	unsigned long skipped;
} *slot_skips;
static size_t nr_slot_skips, max_slot_skips;
static unsigned long total_skipped_slots;
/* the pool's newest blob when last seen, and the symbols of the older */
static const struct allocation_blob *head;
static unsigned long older;

/* The symbols of the pool's blobs (the file's): older blobs are full. */
static unsigned long symbol_pool_slots(void)
{
	const struct allocation_blob *blob = symbol_allocator.blobs;
	size_t size = symbol_allocator.size;

	if (!blob)
		return 0;
	if (blob != head) {
		head = blob;
		older = 0;
		for (blob = blob->next; blob; blob = blob->next)
			older += blob->offset / size;
	}
	return older + head->offset / size;
}

void skip_symbol_slot(void)
{
	unsigned long slot = symbol_pool_slots();

	total_skipped_slots++;
	if (nr_slot_skips && slot_skips[nr_slot_skips - 1].slot == slot) {
		slot_skips[nr_slot_skips - 1].skipped = total_skipped_slots;
		return;
	}
	if (nr_slot_skips == max_slot_skips) {
		max_slot_skips = max_slot_skips ? 2 * max_slot_skips : 256;
		slot_skips = realloc(slot_skips,
				     max_slot_skips * sizeof(*slot_skips));
		if (!slot_skips)
			die("out of memory");
	}
	slot_skips[nr_slot_skips].slot = slot;
	slot_skips[nr_slot_skips].skipped = total_skipped_slots;
	nr_slot_skips++;
}

/* The slots skipped before the pool's @slot-th symbol was allocated. */
static unsigned long skipped_symbol_slots(unsigned long slot)
{
	size_t lo = 0, hi = nr_slot_skips;

	/* the last entry at or before @slot */
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (slot_skips[mid].slot <= slot)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo ? slot_skips[lo - 1].skipped : 0;
}

long symbol_rank(const struct symbol *sym)
{
	const struct allocation_blob *blob;
	size_t size = symbol_allocator.size;
	long rank = -1;

	for (blob = symbol_allocator.blobs; blob; blob = blob->next) {
		if (rank >= 0) {
			rank += blob->offset / size;
			continue;
		}
		if ((const unsigned char *)sym >= blob->data &&
		    (const unsigned char *)sym < blob->data + blob->offset)
			rank = ((const unsigned char *)sym - blob->data) / size;
	}
	if (rank < 0)
		return rank;
	return rank + (long)skipped_symbol_slots(rank) +
	       (long)preamble_file_symbols;
}

unsigned long all_skipped_symbol_slots(void)
{
	return total_skipped_slots;
}

void forget_skipped_symbol_slots(void)
{
	nr_slot_skips = 0;
	total_skipped_slots = 0;
	head = NULL;
}

/* At file scope (or the preamble's, or the built-in one). */
static bool toplevel(struct scope *scope)
{
	return scope == file_scope || scope == global_scope;
}

/*
 * Where a symbol of @ns goes: its block, or for labels the label scope.
 * File-scope objects and functions are marked: those with external
 * linkage are addressable from elsewhere.  They stay in the file's scope
 * (sparse puts them in its global scope): the pools a file's symbols
 * point into are cleared after it, so they must not outlive it.
 */
static struct scope *binding_scope(struct symbol *sym, enum namespace ns)
{
	struct scope *scope = block_scope;

	if (ns == NS_SYMBOL && toplevel(scope)) {
		unsigned long mod = MOD_ADDRESSABLE | MOD_TOPLEVEL;

		if (sym->ctype.modifiers & MOD_STATIC)
			mod = MOD_TOPLEVEL;
		sym->ctype.modifiers |= mod;
	}
	if (ns == NS_MACRO)
		scope = file_scope;
	if (ns == NS_LABEL && label_scope) {
		/*
		 * A label belongs to the whole function: a statement
		 * expression's label scope only records where it is defined.
		 * __label__ binds in its block (local_labels() makes that
		 * block the label scope).
		 */
		scope = label_scope;
		if (scope != block_scope)
			while (scope->next)
				scope = scope->next;
	}
	return scope;
}

/*
 * -Wshadow: a block's declaration hiding an object or an enumerator of
 * an enclosing scope, the file's too (not a function, as sparse has it).
 */
void check_shadow(struct symbol *sym, struct ident *ident)
{
	struct symbol *prev = lookup_symbol(ident, NS_SYMBOL);
	struct symbol *type;

	if (!Wshadow || !prev || !prev->scope || prev->scope == block_scope)
		return;
	type = prev->ctype.base_type;
	if (type && type->type == SYM_FN)
		return;
	warning(sym->pos, "symbol '%s' shadows an earlier one",
		show_ident(ident));
	info(prev->pos, "originally declared here");
}

void bind_symbol(struct symbol *sym, struct ident *ident, enum namespace ns)
{
	if (sym->bound) {
		sparse_error(sym->pos, "internal error: symbol type already bound");
		return;
	}
	if (ident->reserved &&
	    (ns & (NS_TYPEDEF | NS_STRUCT | NS_LABEL | NS_SYMBOL))) {
		sparse_error(sym->pos,
			     "Trying to use reserved word '%s' as identifier",
			     show_ident(ident));
		return;
	}
	sym->namespace = ns;
	sym->next_id = ident->symbols;
	ident->symbols = sym;
	if (sym->ident && sym->ident != ident)
		warning(sym->pos, "Symbol '%s' already bound",
			show_ident(sym->ident));
	sym->ident = ident;
	sym->bound = 1;
	bind_scope(sym, binding_scope(sym, ns));
}

struct symbol *lookup_symbol(struct ident *ident, enum namespace ns)
{
	struct symbol *sym;

	if (!ident)
		return NULL;
	for (sym = ident->symbols; sym; sym = sym->next_id) {
		if (sym->namespace & ns)
			return sym;
	}
	return NULL;
}

struct symbol *lookup_keyword(struct ident *ident, enum namespace ns)
{
	struct symbol *sym;

	if (!ident || !ident->keyword)
		return NULL;
	for (sym = ident->symbols; sym; sym = sym->next_id) {
		if (sym->type == SYM_KEYWORD && (sym->namespace & ns))
			return sym;
	}
	return NULL;
}

/* Bind @name as a keyword of @ns, in the built-in scope. */
struct symbol *bind_keyword(const char *name, enum namespace ns,
				   const struct symbol_op *op, bool reserved)
{
	struct ident *ident = built_in_ident(name);
	struct symbol *sym = alloc_symbol((struct position){ 0 }, SYM_KEYWORD);

	sym->op = op;
	sym->namespace = ns;
	sym->ident = ident;
	sym->bound = 1;
	sym->next_id = ident->symbols;
	ident->symbols = sym;
	bind_scope(sym, global_scope);
	ident->keyword = 1;
	if (reserved)
		ident->reserved = 1;
	return sym;
}

// The built-in types

struct symbol int_type, fp_type;
struct symbol void_ctype, type_ctype, label_ctype, bad_ctype,
	incomplete_ctype, string_ctype, ptr_ctype, null_ctype, lazy_ptr_ctype;
struct symbol bool_ctype;
struct symbol char_ctype, schar_ctype, uchar_ctype;
struct symbol short_ctype, sshort_ctype, ushort_ctype;
struct symbol int_ctype, sint_ctype, uint_ctype;
struct symbol long_ctype, slong_ctype, ulong_ctype;
struct symbol llong_ctype, sllong_ctype, ullong_ctype;
struct symbol lllong_ctype, slllong_ctype, ulllong_ctype;
struct symbol float_ctype, double_ctype, ldouble_ctype;
struct symbol float16_ctype, float32_ctype, float32x_ctype;
struct symbol float64_ctype, float64x_ctype, float128_ctype;
struct symbol complex_float_ctype, complex_double_ctype;
struct symbol complex_ldouble_ctype;
struct symbol bitint_ctype, ubitint_ctype;
struct symbol int_ptr_ctype, uint_ptr_ctype;
struct symbol const_void_ctype, const_char_ctype;
struct symbol const_ptr_ctype, const_string_ctype;
struct symbol wchar_ctype, char16_ctype, char32_ctype;
struct symbol autotype_ctype;

struct symbol *size_t_ctype = &ulong_ctype;
struct symbol *ssize_t_ctype = &long_ctype;
struct symbol *intmax_ctype = &long_ctype;
struct symbol *uintmax_ctype = &ulong_ctype;
struct symbol *int64_ctype = &long_ctype;
struct symbol *uint64_ctype = &ulong_ctype;
struct symbol *int32_ctype = &int_ctype;
struct symbol *uint32_ctype = &uint_ctype;
struct symbol *wchar_t_ctype = &int_ctype;
struct symbol *wint_ctype = &uint_ctype;

static int bits_zero, bits_16 = 16, bits_32 = 32, bits_64 = 64, bits_128 = 128;
static int bits_complex_float = 64, bits_complex_double = 128;
static int bits_complex_ldouble;
static int bits_unsized = -1;	/* the type of [int]: sizeof fails */

/* One built-in type: what init_ctypes() gives it.  Its name is for show. */
struct ctype_declare {
	struct symbol *ptr;
	enum type type;
	unsigned long modifiers;
	int *bit_size;			/* bits_in_*: read at init time */
	int *max_align;			/* caps the alignment, bytes */
	struct symbol *base_type;
	const char *name;		/* show_typename() */
};

#define INT_DECL(sym, mod, bits, name) \
	{ &sym, SYM_BASETYPE, mod, &bits, &max_int_alignment, &int_type, name }
#define FP_DECL(sym, bits, name) \
	{ &sym, SYM_BASETYPE, 0, &bits, &max_fp_alignment, &fp_type, name }

static const struct ctype_declare ctype_declaration[] = {
	{ &bool_ctype, SYM_BASETYPE, MOD_UNSIGNED, &bits_in_bool,
	  &max_int_alignment, &int_type, "bool" },
	INT_DECL(char_ctype, 0, bits_in_char, "char"),
	INT_DECL(schar_ctype, MOD_SIGNED | MOD_EXPLICITLY_SIGNED, bits_in_char,
		 "signed char"),
	INT_DECL(uchar_ctype, MOD_UNSIGNED, bits_in_char, "unsigned char"),
	INT_DECL(short_ctype, MOD_SIGNED, bits_in_short, "short"),
	INT_DECL(sshort_ctype, MOD_SIGNED | MOD_EXPLICITLY_SIGNED,
		 bits_in_short, "signed short"),
	INT_DECL(ushort_ctype, MOD_UNSIGNED, bits_in_short, "unsigned short"),
	INT_DECL(int_ctype, MOD_SIGNED, bits_in_int, "int"),
	INT_DECL(sint_ctype, MOD_SIGNED | MOD_EXPLICITLY_SIGNED, bits_in_int,
		 "signed int"),
	INT_DECL(uint_ctype, MOD_UNSIGNED, bits_in_int, "unsigned int"),
	INT_DECL(long_ctype, MOD_SIGNED, bits_in_long, "long"),
	INT_DECL(slong_ctype, MOD_SIGNED | MOD_EXPLICITLY_SIGNED, bits_in_long,
		 "signed long"),
	INT_DECL(ulong_ctype, MOD_UNSIGNED, bits_in_long, "unsigned long"),
	INT_DECL(llong_ctype, MOD_SIGNED, bits_in_longlong, "long long"),
	INT_DECL(sllong_ctype, MOD_SIGNED | MOD_EXPLICITLY_SIGNED,
		 bits_in_longlong, "signed long long"),
	INT_DECL(ullong_ctype, MOD_UNSIGNED, bits_in_longlong,
		 "unsigned long long"),
	INT_DECL(lllong_ctype, MOD_SIGNED, bits_in_longlonglong, "__int128"),
	INT_DECL(slllong_ctype, MOD_SIGNED | MOD_EXPLICITLY_SIGNED,
		 bits_in_longlonglong, "signed __int128"),
	INT_DECL(ulllong_ctype, MOD_UNSIGNED, bits_in_longlonglong,
		 "unsigned __int128"),
	INT_DECL(bitint_ctype, MOD_SIGNED, bits_zero, "_BitInt"),
	INT_DECL(ubitint_ctype, MOD_UNSIGNED, bits_zero, "unsigned _BitInt"),
	FP_DECL(float_ctype, bits_in_float, "float"),
	FP_DECL(double_ctype, bits_in_double, "double"),
	FP_DECL(ldouble_ctype, bits_in_longdouble, "long double"),
	FP_DECL(float16_ctype, bits_16, "_Float16"),
	/* no names: sparse shows them as "unknown type 2" */
	FP_DECL(float32_ctype, bits_32, NULL),
	FP_DECL(float32x_ctype, bits_64, NULL),
	FP_DECL(float64_ctype, bits_64, NULL),
	FP_DECL(float64x_ctype, bits_in_longdouble, NULL),
	/* sparse aligns it to 16 on every target */
	{ &float128_ctype, SYM_BASETYPE, 0, &bits_128, NULL, &fp_type, NULL },
	FP_DECL(complex_float_ctype, bits_complex_float, "_Complex float"),
	FP_DECL(complex_double_ctype, bits_complex_double, "_Complex double"),
	FP_DECL(complex_ldouble_ctype, bits_complex_ldouble,
		"_Complex long double"),
	{ &void_ctype, SYM_BASETYPE, 0, NULL, NULL, NULL, "void" },
	/* no name: sparse shows it as "unknown type 2" */
	{ &type_ctype, SYM_BASETYPE, 0, &bits_unsized, NULL, NULL, NULL },
	{ &label_ctype, SYM_BASETYPE, 0, &bits_in_pointer, &pointer_alignment,
	  &void_ctype, "label type" },
	{ &bad_ctype, SYM_BASETYPE, 0, NULL, NULL, NULL, "bad type" },
	/* what a pointer or an array without a type points to (parse.c):
	 * sizeof fails on it, as sparse */
	{ &incomplete_ctype, SYM_BASETYPE, 0, &bits_unsized, NULL, NULL,
	  "incomplete type" },
	/* no name either: "unknown type 2" */
	{ &autotype_ctype, SYM_BASETYPE, 0, NULL, NULL, NULL, NULL },
	{ &int_type, SYM_BASETYPE, 0, NULL, NULL, NULL, "abstract int" },
	{ &fp_type, SYM_BASETYPE, 0, NULL, NULL, NULL, "abstract fp" },
	{ &ptr_ctype, SYM_PTR, 0, &bits_in_pointer, &pointer_alignment,
	  &void_ctype, NULL },
	{ &null_ctype, SYM_PTR, 0, &bits_in_pointer, &pointer_alignment,
	  &void_ctype, NULL },
	{ &lazy_ptr_ctype, SYM_PTR, 0, &bits_in_pointer, &pointer_alignment,
	  &void_ctype, NULL },
	{ &string_ctype, SYM_PTR, 0, &bits_in_pointer, &pointer_alignment,
	  &char_ctype, NULL },
	{ &int_ptr_ctype, SYM_PTR, 0, &bits_in_pointer, &pointer_alignment,
	  &int_ctype, NULL },
	{ &uint_ptr_ctype, SYM_PTR, 0, &bits_in_pointer, &pointer_alignment,
	  &uint_ctype, NULL },
	{ &const_void_ctype, SYM_NODE, MOD_CONST, NULL, NULL, &void_ctype,
	  NULL },
	{ &const_char_ctype, SYM_NODE, MOD_CONST, &bits_in_char,
	  &max_int_alignment, &char_ctype, NULL },
	{ &const_ptr_ctype, SYM_PTR, 0, &bits_in_pointer, &pointer_alignment,
	  &const_void_ctype, NULL },
	{ &const_string_ctype, SYM_PTR, 0, &bits_in_pointer,
	  &pointer_alignment, &const_char_ctype, NULL },
};


/* The name of a built-in type, or NULL. */
const char *builtin_typename(const struct symbol *sym)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(ctype_declaration); i++)
		if (ctype_declaration[i].ptr == sym)
			return ctype_declaration[i].name;
	return NULL;
}

/* A type's natural alignment: its size in bytes, capped by the target. */
static unsigned long natural_alignment(const struct ctype_declare *decl,
				       int bits)
{
	unsigned long align = bits / bits_in_char;

	if (decl->max_align && *decl->max_align &&
	    align > (unsigned long)*decl->max_align)
		align = *decl->max_align;
	return align ? align : 1;
}

void init_ctypes(void)
{
	size_t i;

	bits_complex_ldouble = 2 * bits_in_longdouble;
	for (i = 0; i < ARRAY_SIZE(ctype_declaration); i++) {
		const struct ctype_declare *decl = &ctype_declaration[i];
		struct symbol *sym = decl->ptr;
		int bits = decl->bit_size ? *decl->bit_size : 0;

		sym->type = decl->type;
		sym->ctype.base_type = decl->base_type;
		sym->ctype.modifiers = decl->modifiers;
		sym->bit_size = bits;
		if (bits > 0)
			sym->ctype.alignment = natural_alignment(decl, bits);
	}
	if (!funsigned_char)
		char_ctype.ctype.modifiers |= MOD_SIGNED;
	else
		char_ctype.ctype.modifiers |= MOD_UNSIGNED;
	bool_ctype.ctype.alignment = 1;
	size_t_ctype = int_type_ctype(size_t_type);
	ssize_t_ctype = int_type_ctype(ptrdiff_type);
	intmax_ctype = int_type_ctype(intmax_type);
	uintmax_ctype = int_type_ctype(int_type_unsigned(intmax_type));
	int64_ctype = int_type_ctype(int64_type);
	uint64_ctype = int_type_ctype(int_type_unsigned(int64_type));
	int32_ctype = int_type_ctype(int32_type);
	uint32_ctype = int_type_ctype(int_type_unsigned(int32_type));
	wchar_t_ctype = int_type_ctype(wchar_type);
	wint_ctype = int_type_ctype(wint_type);
}

struct symbol *int_type_ctype(enum int_type type)
{
	static struct symbol *const ctypes[] = {
		[ITYPE_NONE] = &int_ctype,
		[ITYPE_SCHAR] = &schar_ctype,
		[ITYPE_UCHAR] = &uchar_ctype,
		[ITYPE_SHORT] = &short_ctype,
		[ITYPE_USHORT] = &ushort_ctype,
		[ITYPE_INT] = &int_ctype,
		[ITYPE_UINT] = &uint_ctype,
		[ITYPE_LONG] = &long_ctype,
		[ITYPE_ULONG] = &ulong_ctype,
		[ITYPE_LLONG] = &llong_ctype,
		[ITYPE_ULLONG] = &ullong_ctype,
	};

	if ((unsigned int)type >= ARRAY_SIZE(ctypes))
		return &int_ctype;
	return ctypes[type];
}

void init_symbols(void)
{
	static bool done;

	if (done)
		return;
	done = true;
	init_ctypes();
	init_parser(0);
	init_builtins(init_stream(NULL, "builtin", -1, NULL));
}

// Examining types: sizes, alignments, offsets (6.2.5, 6.7.2.1)

static unsigned long bytes_to_bits(unsigned long bytes)
{
	return bytes * bits_in_char;
}

static unsigned long align_to(unsigned long value, unsigned long align)
{
	return align ? (value + align - 1) / align * align : value;
}

static void examine_node(struct symbol *sym);

/*
 * typeof(expr): a node of the expression's type, with the qualifiers,
 * nocast and signedness of the object it names (none for typeof_unqual).
 */
void resolve_typeof(struct symbol *sym)
{
	struct symbol *base = evaluate_expression(sym->typeof_expr);
	unsigned long mod = 0;

	sym->typeof_expr = NULL;
	if (!base)
		base = &bad_ctype;
	if (base->type == SYM_NODE) {
		mod = base->ctype.modifiers &
		      (MOD_QUALIFIER | MOD_NOCAST | MOD_SIGNEDNESS);
		base = base->ctype.base_type;
	}
	if (base && base->type == SYM_BITFIELD)
		warning(base->pos, "typeof applied to bitfield type");
	if (sym->typeof_unqual)
		mod &= ~MOD_QUALIFIER;
	sym->type = SYM_NODE;
	sym->typeof_of_expr = 1;
	sym->ctype.modifiers |= mod;
	sym->ctype.base_type = base;
}

/* A member's typeof is met by the struct's layout, before evaluation. */
static void examine_typeof(struct symbol *sym)
{
	resolve_typeof(sym);
	examine_node(sym);
}

/*
 * __auto_type and C23 auto: the type of the initializer as evaluated,
 * without its node; of a bit-field, the type it is carved of.
 */
static struct symbol *autotype_base(struct symbol *sym)
{
	struct symbol *type = evaluate_expression(sym->initializer);

	if (type && type->type == SYM_NODE)
		type = type->ctype.base_type;
	if (type && type->type == SYM_BITFIELD) {
		warning(sym->pos, "__auto_type on bitfield");
		type = type->ctype.base_type;
	}
	return type ? type : &bad_ctype;
}

/*
 * int a[] = { ... }: the node's size from its initializer, not its
 * type's; counted before evaluation, since sizeof may ask while parsing.
 */
static void size_from_initializer(struct symbol *sym, struct symbol *array)
{
	struct symbol *elem = examine_symbol_type(array->ctype.base_type);

	if (!sym->initializer || !elem || elem->bit_size < 0)
		return;
	sym->bit_size = bytes_to_bits(bits_to_bytes(elem->bit_size)) *
			count_array_initializer(array, sym->initializer,
						false);
}

/*
 * What a node or an array takes of the type it is made of, as sparse
 * has it: its address space and the modifiers a pointer passes on, so
 * that a struct declared `} __user` makes its objects __user.
 */
static void inherit_from_base(struct symbol *sym, struct symbol *base)
{
	if (base->type == SYM_PTR)
		return;
	if (base->ctype.as && sym->ctype.as && base->ctype.as != sym->ctype.as) {
		sparse_error(sym->pos, "multiple address spaces given");
		/* as sparse: then in an address space of its own */
		sym->ctype.as = built_in_ident("bad AS");
	} else if (base->ctype.as)
		sym->ctype.as = base->ctype.as;
	sym->ctype.modifiers |= base->ctype.modifiers & MOD_PTRINHERIT;
}

/*
 * What a pointer takes of the type it points to, as sparse: the same as
 * a node (inherit_from_base()), but only where that type is examined,
 * not when the pointer is (examine_pointer_target(), dissect's defs).
 */
void pointer_takes_target(struct symbol *ptr)
{
	struct symbol *target = ptr->ctype.base_type;
	int depth = 0;

	/* a pointer to an array: what its elements are made of */
	while (target && target->type == SYM_ARRAY && depth++ < 64)
		target = target->ctype.base_type;
	if (ptr->type != SYM_PTR || !target || target->type == SYM_PTR ||
	    (target->type == SYM_NODE && target->ctype.base_type &&
	     target->ctype.base_type->type == SYM_PTR))
		return;
	if (target->ctype.as && !ptr->ctype.as)
		ptr->ctype.as = target->ctype.as;
	ptr->ctype.modifiers |= target->ctype.modifiers & MOD_PTRINHERIT;
}

/*
 * As sparse, a pointer to an array takes at once what the array's
 * elements pass on (a struct's "} __user" attribute): "struct s __user
 * ( * )[2]"; a pointer to anything else only once its target is examined.
 */
static void examine_array_target(struct symbol *ptr)
{
	struct symbol *target = ptr->ctype.base_type;
	int depth = 0;

	/* through pointers to pointers: "struct s __user ( ** )[2]" */
	while (target && target->type == SYM_PTR && depth++ < 64) {
		ptr = target;
		target = ptr->ctype.base_type;
	}
	if (target && target->type == SYM_ARRAY)
		pointer_takes_target(ptr);
}

/*
 * A declared name or typedef: the size of its type.  An alignment of
 * its own (aligned, _Alignas, from a typedef) wins over the type's,
 * even a smaller one: sparse lets attribute aligned lower it.
 */
static void examine_node(struct symbol *sym)
{
	struct symbol *base;

	if (sym->ctype.base_type == &autotype_ctype && sym->initializer)
		sym->ctype.base_type = autotype_base(sym);
	base = examine_symbol_type(sym->ctype.base_type);

	if (!base)
		return;
	inherit_from_base(sym, base);
	sym->bit_size = base->bit_size;
	if (base->type == SYM_ARRAY && base->bit_size < 0 && !base->array_size)
		size_from_initializer(sym, base);
	if (!sym->ctype.alignment)
		sym->ctype.alignment = sym->packed ? 1 : base->ctype.alignment;
}

/*
 * An enum: its base type's size.  Unless its type is fixed (C23), it is
 * at least an int: even a bitwise short, even one only declared.
 */
static void examine_enum(struct symbol *sym)
{
	struct symbol *base = examine_symbol_type(sym->ctype.base_type);

	if (!base)
		sym->examined = 0;	/* again once defined */
	sym->bit_size = base ? base->bit_size : 0;
	if (base)	/* aligned() on an enum is ignored, as sparse does */
		sym->ctype.alignment = base->ctype.alignment;
	if (sym->enum_fixed || sym->bit_size >= int_ctype.bit_size)
		return;
	sym->bit_size = int_ctype.bit_size;
	sym->ctype.alignment = int_ctype.ctype.alignment;
}

/* A bit-field: its width, checked against the type it is carved of. */
static void examine_bitfield(struct symbol *sym)
{
	struct symbol *base = examine_symbol_type(sym->ctype.base_type);

	if (!base)
		return;
	sym->ctype.alignment = base->ctype.alignment;
	if (base->bit_size >= 0 && sym->bit_size > base->bit_size) {
		sparse_error(sym->pos, "bitfield '%s' is wider (%ld) than its type (%s)",
			     show_ident(sym->ident), sym->bit_size,
			     show_typename(unqualified_type(base)));
		sym->bit_size = -1;	/* takes no room */
	}
}

static bool is_flexible_struct(struct symbol *type)
{
	type = unqualified_type(type);
	return type && (type->type == SYM_STRUCT || type->type == SYM_UNION) &&
	       type->has_flex_array;
}

/*
 * The number of elements of an array: -1 for a variable length array,
 * with -Wvla's warning at its size, or for a size in error.
 */
static long long array_count(struct symbol *sym)
{
	struct expression *size = sym->array_size;
	struct symbol *type = size->ctype;

	if (!type)
		type = evaluate_expression(size);
	if (!type || type == &bad_ctype) {
		get_expression_value(size);	/* says why */
		return -1;
	}
	expand_expression(size);
	if (size->type == EXPR_VALUE)
		return get_expression_value(size);
	if (Wvla)
		warning(size->pos, "Variable length array is used.");
	return -1;
}

/*
 * An element's size, in whole bytes (a _Bool takes one), as bits.  Below
 * 0 it rounds down, as sparse: an unsized element (-1) takes 0, and one
 * whose size wrapped (char [N][0x1fffffffffffffff]: -8) keeps it, so that
 * the array's size wraps on as sparse's does.
 */
static long element_bits(long bits)
{
	long bytes;

	if (bits >= 0)
		return bytes_to_bits(bits_to_bytes(bits));
	bits += bits_in_char - 1;
	bytes = bits / bits_in_char;
	if (bits < 0 && bits % bits_in_char)
		bytes--;		/* / rounds towards 0 */
	return bytes * bits_in_char;
}

/* An array: count times its element. */
static void examine_array(struct symbol *sym)
{
	struct symbol *base = examine_symbol_type(sym->ctype.base_type);
	long long count;

	if (!base)
		return;
	inherit_from_base(sym, base);
	if (!sym->ctype.alignment)
		sym->ctype.alignment = base->ctype.alignment;
	if (Wflexible_array_array && is_flexible_struct(base))
		warning(sym->pos, "array of flexible structures");
	if (!sym->array_size) {
		sym->bit_size = -1;	/* [] : flexible, or sized by = {...} */
		return;
	}
	count = array_count(sym);
	/* int v[3][n], w[3][]: the element takes 0, so does the array */
	if (count >= 0)
		sym->bit_size = (unsigned long)count *	/* wraps if huge */
				element_bits(base->bit_size);
	else
		sym->bit_size = -1;
}

/* Where the next member goes: bits from the start of the struct. */
struct layout {
	struct symbol *sym;		/* the struct or union */
	unsigned long offset;		/* bits used so far */
	unsigned long size;		/* bits: the largest end so far */
	unsigned long align;		/* bytes, the largest member's */
};

/*
 * A bit-field: where the last member ended, as bits past a multiple of
 * its alignment (a byte when packed); when its type's size leaves less
 * room than its width there, it starts at the next multiple (packed:
 * never).  :0 takes up the rest of that room.  An unnamed one gives the
 * struct no alignment.
 */
static void lay_out_bitfield(struct layout *l, struct symbol *member,
			     bool packed)
{
	struct symbol *field = unqualified_type(member);
	struct symbol *base = field->ctype.base_type;
	unsigned long align = packed ? 1 : member->ctype.alignment;
	unsigned long mask = bytes_to_bits(align ? align : 1) - 1;
	unsigned long start = l->offset, in = start & mask;
	long unit = base && base->bit_size > 0 ? base->bit_size : bits_in_int;
	long width = field->bit_size > 0 ? field->bit_size : 0;
	long room = unit - (long)in;

	if (!field->bit_size && in)
		width = room > 0 ? room : 0;
	if (width > room && !packed) {
		start = (start + mask) & ~mask;
		in = 0;
	}
	member->offset = bits_to_bytes(start - in);
	member->bit_offset = in;
	member->bit_size = field->bit_size;
	field->offset = member->offset;
	field->bit_offset = in;
	if (!packed && member->ident && align > l->align)
		l->align = align;
	l->offset = start + width;
}

/* The flexible array member checks of 6.7.2.1p18, and nested ones. */
static void check_flexible_member(struct layout *l, struct symbol *member,
				  bool last)
{
	struct symbol *sym = l->sym;
	struct symbol *type = unqualified_type(member);

	if (type && type->type == SYM_ARRAY && !type->array_size) {
		if (sym->type == SYM_UNION)
			sparse_error(member->pos, "flexible array member '%s' in a union",
				     show_ident(member->ident));
		else if (!last)
			sparse_error(member->pos, "flexible array member '%s' is not last",
				     show_ident(member->ident));
		sym->has_flex_array = 1;
		return;
	}
	if (!is_flexible_struct(type))
		return;
	if (Wflexible_array_nested)
		warning(member->pos, "nested flexible array");
	if (sym->type != SYM_UNION || Wflexible_array_union)
		sym->has_flex_array = 1;
}

/*
 * A member at the next multiple of its alignment: 1 in a packed struct;
 * a member packed itself has 1 unless aligned() said otherwise.
 */
static void lay_out_member(struct layout *l, struct symbol *member,
			   bool last)
{
	struct symbol *type = member->ctype.base_type;
	unsigned long align;

	if (type == &autotype_ctype)
		sparse_error(member->pos, "member '%s' has __auto_type",
			     show_ident(member->ident));
	examine_symbol_type(member);
	if (type && type->type == SYM_BITFIELD) {
		unqualified_type(member)->in_packed = l->sym->packed;
		lay_out_bitfield(l, member, l->sym->packed || member->packed);
		return;
	}
	check_flexible_member(l, member, last);
	align = l->sym->packed ? 1 : member->ctype.alignment;
	if (!align)
		align = 1;
	l->offset = align_to(l->offset, bytes_to_bits(align));
	member->offset = bits_to_bytes(l->offset);
	if (member->bit_size > 0)
		l->offset += member->bit_size;
	if (align > l->align)
		l->align = align;
}

/*
 * Members one after another (a struct) or all at 0 (a union); the size
 * rounded up to the alignment, which an aligned attribute on the type
 * sets outright (even lower, as sparse does).
 */
static void examine_struct(struct symbol *sym)
{
	struct layout l = { sym, 0, 0, 1 };
	struct symbol *member, *last = last_ptr_list(sym->symbol_list);

	if (!sym->defined) {
		sym->bit_size = -1;	/* incomplete: again once defined */
		sym->examined = 0;
		return;
	}
	FOR_EACH_PTR(sym->symbol_list, member) {
		if (sym->type == SYM_UNION)
			l.offset = 0;
		lay_out_member(&l, member, member == last);
		if (l.offset > l.size)
			l.size = l.offset;
	} END_FOR_EACH_PTR(member);
	if (!sym->ctype.alignment)
		sym->ctype.alignment = l.align;
	sym->bit_size = align_to(l.size, bytes_to_bits(sym->ctype.alignment));
}

/* What examine says of a symbol that is no type. */
static void examine_odd(struct symbol *sym)
{
	switch (sym->type) {
	case SYM_PREPROCESSOR:
		sparse_error(sym->pos, "ctype on preprocessor command? (%s)",
			     show_ident(sym->ident));
		break;
	case SYM_UNINITIALIZED:
		sparse_error(sym->pos, "ctype on uninitialized symbol '%s'",
			     show_ident(sym->ident));
		break;
	case SYM_LABEL: case SYM_BAD:
		break;
	default:
		sparse_error(sym->pos, "Examining unknown symbol type %d",
			     sym->type);
	}
}

struct symbol *examine_symbol_type(struct symbol *sym)
{
	if (!sym || sym->examined || sym->type == SYM_KEYWORD)
		return sym;
	sym->examined = 1;
	switch (sym->type) {
	case SYM_NODE: case SYM_RESTRICT: case SYM_FOULED:
		examine_node(sym);
		break;
	case SYM_ENUM:
		examine_enum(sym);
		break;
	case SYM_BITFIELD:
		examine_bitfield(sym);
		break;
	case SYM_FN:
		/* aligned as its return type, of no size */
		examine_node(sym);
		sym->bit_size = -1;
		break;
	case SYM_PTR:
		sym->bit_size = bits_in_pointer;
		sym->ctype.alignment = pointer_alignment;
		examine_array_target(sym);
		break;
	case SYM_ARRAY:
		examine_array(sym);
		break;
	case SYM_STRUCT: case SYM_UNION:
		examine_struct(sym);
		break;
	case SYM_TYPEOF:
		examine_typeof(sym);
		break;
	case SYM_BASETYPE:
		break;
	default:
		examine_odd(sym);
		break;
	}
	return sym;
}

// Questions about types

/* Through nodes and typedefs to the type proper. */
struct symbol *unqualified_type(struct symbol *sym)
{
	while (sym && sym->type == SYM_NODE)
		sym = sym->ctype.base_type;
	return sym;
}

bool is_ptr_type(struct symbol *type)
{
	type = unqualified_type(type);
	return type && (type->type == SYM_PTR || type->type == SYM_ARRAY ||
			type->type == SYM_FN);
}

bool is_int_type(struct symbol *type)
{
	type = unqualified_type(type);
	if (!type)
		return false;
	if (type->type == SYM_ENUM || type->type == SYM_BITFIELD ||
	    type->type == SYM_RESTRICT)
		return true;
	return type->type == SYM_BASETYPE && type->ctype.base_type == &int_type;
}

bool is_float_type(struct symbol *type)
{
	type = unqualified_type(type);
	return type && type->type == SYM_BASETYPE &&
	       type->ctype.base_type == &fp_type;
}

bool is_func_type(struct symbol *type)
{
	type = unqualified_type(type);
	return type && type->type == SYM_FN;
}

bool is_array_type(struct symbol *type)
{
	type = unqualified_type(type);
	return type && type->type == SYM_ARRAY;
}

bool is_void_type(struct symbol *type)
{
	return unqualified_type(type) == &void_ctype;
}

bool is_struct_type(struct symbol *type)
{
	type = unqualified_type(type);
	return type && type->type == SYM_STRUCT;
}

bool is_union_type(struct symbol *type)
{
	type = unqualified_type(type);
	return type && type->type == SYM_UNION;
}

/*
 * The plain integer types (char to long long long, no 'signed' written)
 * and their unsigned ones: @type's unsigned type when @to_unsigned, else
 * the plain type an unsigned one comes from; any other type is itself.
 * -funsigned-bitfields goes one way (parse.c), show_typename() back.
 */
struct symbol *plain_int_type(struct symbol *type, bool to_unsigned)
{
	static struct symbol *const plain[][2] = {
		{ &char_ctype, &uchar_ctype },
		{ &short_ctype, &ushort_ctype },
		{ &int_ctype, &uint_ctype },
		{ &long_ctype, &ulong_ctype },
		{ &llong_ctype, &ullong_ctype },
		{ &lllong_ctype, &ulllong_ctype },
	};
	size_t i;

	for (i = 0; i < ARRAY_SIZE(plain); i++) {
		if (type == plain[i][!to_unsigned])
			return plain[i][to_unsigned];
	}
	return type;
}
