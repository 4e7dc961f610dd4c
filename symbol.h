/* SPDX-License-Identifier: MIT */
/*
 * symbol.h — symbols: declared names, types, keywords.
 *
 * Every name the parser meets becomes a struct symbol bound to its
 * identifier (ident->symbols, innermost binding first, chained through
 * next_id) in one namespace and one scope.  Types are symbols too: a
 * declaration `int *p` is a SYM_NODE p whose ctype.base_type is a SYM_PTR
 * whose base_type is the built-in int_ctype.  Keywords are symbols of type
 * SYM_KEYWORD bound once at init_symbols() in the namespace where the
 * parser looks for them.
 *
 * Filled by: parse.c (declarations, bind_symbol()), symbol.c (built-in
 * types, keywords, examine_symbol_type() for sizes, offsets, alignments);
 * attribute.c (attributes); evaluate.c, later, the types of expressions.
 */
#ifndef SYMBOL_H
#define SYMBOL_H

#include "lib.h"
#include "target.h"
#include "token.h"

#ifdef __cplusplus
/*
 * C++ reserves `namespace` and `class`: C++ code spells enum namespace and
 * the fields of those names namespace_ and class_ (sym->namespace_).
 */
#define namespace namespace_
#define class class_
extern "C" {
#endif

/* Namespaces are bits: a lookup may ask for several at once. */
enum namespace {
	NS_NONE = 0,
	NS_MACRO = 1 << 0,		/* preprocessor macros */
	NS_TYPEDEF = 1 << 1,		/* typedef names and type keywords */
	NS_STRUCT = 1 << 2,		/* struct, union and enum tags */
	NS_LABEL = 1 << 3,		/* goto labels */
	NS_SYMBOL = 1 << 4,		/* objects, functions, enumerators */
	NS_ITERATOR = 1 << 5,		/* break/continue targets */
	NS_PREPROCESSOR = 1 << 6,	/* preprocessor directives */
	NS_UNDEF = 1 << 7,		/* an #undef'd macro */
	NS_KEYWORD = 1 << 8,		/* statement keywords, attributes */
};

enum type {
	SYM_UNINITIALIZED,
	SYM_PREPROCESSOR,
	SYM_BASETYPE,		/* int, float, void, ...: built-in */
	SYM_NODE,		/* a declared name: its type is base_type */
	SYM_PTR,
	SYM_FN,
	SYM_ARRAY,
	SYM_STRUCT,
	SYM_UNION,
	SYM_ENUM,
	SYM_TYPEOF,		/* typeof(expr): resolved by evaluation */
	SYM_BITFIELD,
	SYM_LABEL,
	SYM_RESTRICT,		/* a bitwise type */
	SYM_FOULED,		/* a bitwise type promoted by arithmetic */
	SYM_KEYWORD,
	SYM_BAD,
};

/*
 * What a keyword does, for the parser's dispatch: a bit each, so a lookup
 * can ask "any declaration specifier".
 */
enum keyword {
	KW_SPECIFIER = 1 << 0,	/* int, struct, typedef names, _Alignas */
	KW_MODIFIER = 1 << 1,	/* storage classes, inline, ... */
	KW_QUALIFIER = 1 << 2,	/* const, volatile, restrict, _Atomic */
	KW_ATTRIBUTE = 1 << 3,	/* __attribute__, asm label */
	KW_BUILTIN = 1 << 4,	/* __builtin_offsetof etc. in expressions */
	KW_ASM = 1 << 5,	/* asm qualifiers: volatile, inline, goto */
	KW_MODE = 1 << 6,	/* mode(QI) and friends */
	KW_STATIC = 1 << 7,	/* static in an array declarator */
	KW_EXACT = 1 << 8,	/* only this spelling: no __x__ aliases */
	KW_STATEMENT = 1 << 9,	/* if, for, return, ... */
};

/* Flags of a keyword's table entry (parse.c) */
#define KWF_UNQUAL	(1 << 0)	/* typeof_unqual */
#define KWF_C23		(1 << 1)	/* a keyword only from C23 on */
#define KWF_NOT_RESERVED (1 << 2)	/* may still name things */

/* Modifiers: storage, qualifiers, sparse's attributes (ctype.modifiers). */
#define MOD_AUTO		(1UL << 0)
#define MOD_REGISTER		(1UL << 1)
#define MOD_STATIC		(1UL << 2)
#define MOD_EXTERN		(1UL << 3)
#define MOD_TOPLEVEL		(1UL << 4)	/* file scope */
#define MOD_TLS			(1UL << 5)	/* _Thread_local, __thread */
#define MOD_ASM			(1UL << 6)
#define MOD_INLINE		(1UL << 7)
#define MOD_CONST		(1UL << 8)
#define MOD_VOLATILE		(1UL << 9)
#define MOD_RESTRICT		(1UL << 10)
#define MOD_ATOMIC		(1UL << 11)
#define MOD_SIGNED		(1UL << 12)
#define MOD_UNSIGNED		(1UL << 13)
#define MOD_EXPLICITLY_SIGNED	(1UL << 14)	/* 'signed' was written */
#define MOD_ADDRESSABLE		(1UL << 15)	/* evaluate.c: & taken */
#define MOD_ASSIGNED		(1UL << 16)	/* evaluate.c: written */
#define MOD_ACCESSED		(1UL << 17)	/* evaluate.c: read */
#define MOD_NODEREF		(1UL << 18)
#define MOD_NOCAST		(1UL << 19)
#define MOD_NORETURN		(1UL << 20)
#define MOD_PURE		(1UL << 21)
#define MOD_SAFE		(1UL << 22)
#define MOD_USERTYPE		(1UL << 23)	/* came from a typedef */
#define MOD_UNUSED		(1UL << 24)
#define MOD_EXT_VISIBLE		(1UL << 25)	/* externally_visible */
#define MOD_GNU_INLINE		(1UL << 26)
#define MOD_BITWISE		(1UL << 27)
#define MOD_FORCE		(1UL << 28)	/* __attribute__((force)) cast */
#define MOD_CONSTEXPR		(1UL << 29)	/* C23 constexpr */
#define MOD_PACKED		(1UL << 30)	/* packed struct or member */
#define MOD_PURE_CONST		(1UL << 31)	/* attribute const */

#define MOD_STORAGE	(MOD_AUTO | MOD_REGISTER | MOD_STATIC | MOD_EXTERN | \
			 MOD_TOPLEVEL)
#define MOD_QUALIFIER	(MOD_CONST | MOD_VOLATILE | MOD_RESTRICT | MOD_ATOMIC)
#define MOD_SIGNEDNESS	(MOD_SIGNED | MOD_UNSIGNED | MOD_EXPLICITLY_SIGNED)
/* Modifiers a typedef name passes on to what it declares. */
#define MOD_PTRINHERIT	(MOD_QUALIFIER | MOD_NODEREF | MOD_NORETURN | \
			 MOD_NOCAST)
/* Modifiers that belong to the declared name, not to its type. */
#define MOD_DECLARE	(MOD_STORAGE | MOD_INLINE | MOD_TLS | MOD_GNU_INLINE | \
			 MOD_UNUSED | MOD_EXT_VISIBLE | MOD_PURE | \
			 MOD_NORETURN | MOD_PURE_CONST | MOD_CONSTEXPR)

/* __context__ and __attribute__((context(expr, in, out))) */
struct context {
	struct expression *context;	/* the lock expression, or NULL */
	unsigned int in, out;
	unsigned int try_zero:1;	/* out < 0: held when 0 returned */
};
DECLARE_PTR_LIST(context_list, struct context);

/* The type part of a symbol: filled while its declaration is parsed. */
struct ctype {
	struct symbol *base_type;	/* the type this one derives from */
	unsigned long modifiers;	/* MOD_* */
	unsigned long alignment;	/* bytes: _Alignas, aligned, examine */
	struct context_list *contexts;	/* context attributes */
	struct ident *as;		/* address space, or NULL */
};

struct decl_state;
struct statement;
struct expression;

/*
 * A keyword's behaviour: what it is (enum keyword) and what the parser
 * calls for it in each place it may appear.  One per keyword kind, in
 * parse.c; attached to the keyword's symbol.
 */
struct symbol_op {
	enum keyword type;
	/* in declaration specifiers */
	struct token *(*declarator)(struct token *token, struct symbol *sym,
				    struct decl_state *ctx);
	/* as a statement: gets the statement to fill */
	struct token *(*statement)(struct token *token,
				   struct statement *stmt);
	/* at file scope: _Static_assert, asm */
	struct token *(*toplevel)(struct token *token,
				  struct symbol_list **list);
	/* inside __attribute__((...)) */
	struct token *(*attribute)(struct token *token, struct symbol *attr,
				   struct decl_state *ctx);
	/* in an expression: __builtin_offsetof and friends */
	struct token *(*expression)(struct token *token,
				    struct expression **tree);
	/* type specifiers: Set_* bits it clashes with, sets (parse.c) */
	unsigned int test, set, class;
	/* built-in functions (builtin.c), called with the EXPR_CALL:
	 * evaluate types the call (0: error), args checks the arguments
	 * (0: error), expand folds it and returns its cost (expand.c) */
	int (*evaluate)(struct expression *expr);
	int (*args)(struct expression *expr);
	int (*expand)(struct expression *expr, int cost);
};

/* Storage classes: one at most per declaration (6.7.1p2). */
enum storage_class {
	SNone,
	STypedef,
	SAuto,
	SRegister,
	SExtern,
	SStatic,
};

/*
 * The declaration specifiers being parsed, then each declarator's type:
 * filled by parse.c and by the attributes (attribute.c) as they are met.
 */
struct decl_state {
	struct ctype ctype;		/* type and modifiers so far */
	struct ident **ident;		/* where the declarator's name goes */
	struct position name_pos;	/* and where that name was */
	struct symbol *mode;		/* mode(X) attribute: its keyword */
	unsigned long f_modifiers;	/* function attributes: noreturn ... */
	struct expression *cleanup;	/* cleanup(f) */
	struct expression *asm_name;	/* asm("label") */
	struct expression *bitint;	/* _BitInt(N): N */
	unsigned int seen;		/* type specifiers seen: Set_* (parse.c) */
	enum storage_class storage_class;
	unsigned char prefer_abstract:1,/* parameters, type names */
		      is_inline:1,
		      is_noreturn:1,	/* _Noreturn: the name's, not its type's */
		      is_tls:1,
		      is_complex:1,
		      is_forced:1,	/* __attribute__((force)) */
		      autotype:1,	/* __auto_type, C23 auto */
		      designated_init:1,
		      transparent_union:1,
		      packed:1,
		      no_type:1;	/* typeof without '(': none */
};

/* A declared name, a type, or a keyword (union groups by kind). */
struct symbol {
	enum type type:8;		/* SYM_* */
	enum namespace namespace:9;	/* NS_*: where it is bound */
	unsigned char used:1,		/* parse.c: referenced by name */
		      bound:1,		/* bind_symbol(): on its ident */
		      examined:1,	/* examine_symbol_type() done */
		      defined:1,	/* struct, union, enum: body seen */
		      expanding:1,	/* expand.c: recursion guard */
		      looked_into:1,	/* member lookups: a cycle guard */
		      inlined:1,	/* expand.c: a call of it was copied */
		      checked_alone:1,	/* expand.c: an inline's own body checked */
		      address_listed:1,	/* evaluate.c: in address_taken_inlines() */
		      evaluated:1,	/* evaluate.c done */
		      string:1,		/* a string literal's array */
		      designated_init:1,/* attribute designated_init */
		      forced_arg:1,	/* transparent_union argument */
		      builtin:1,	/* a built-in function */
		      transparent_union:1,	/* the attribute */
		      packed:1,		/* attribute packed */
		      in_packed:1,	/* SYM_BITFIELD: of a packed struct */
		      option_unsigned:1,/* SYM_BITFIELD: parse.c, made
					 * unsigned by -funsigned-bitfields */
		      variadic:1,	/* SYM_FN: ends with ... */
		      has_flex_array:1,	/* SYM_STRUCT: last member [] */
		      enum_fixed:1,	/* SYM_ENUM: enum E : type (C23) */
		      oldstyle:1,	/* SYM_FN: K&R, no prototype */
		      typeof_unqual:1,	/* SYM_TYPEOF: typeof_unqual */
		      typeof_of_expr:1,	/* resolve_typeof(): the node that
					 * typeof(expression) became */
		      enumerator:1,	/* parse.c: a SYM_NODE enum member */
		      extern_inline:1,	/* parse.c: declared extern inline,
					 * its file's own (scope.c) */
		      hidden_by_inline:1,/* scope.c: an extern inline
					 * definition after it hides it */
		      dup_clean:1;	/* evaluate.c: differs from no
					 * earlier declaration */
	/* a tool's one-letter kind ('f', 'v', 's', 'm', ...): ctags-like
	 * tools fill and read it; dissect.c, of the names it makes */
	char kind;
	struct ident *ident;		/* its name, or NULL */
	struct position pos;		/* where it was declared */
	struct position endpos;		/* parse.c: end of its declaration */
	struct symbol *next_id;		/* the ident's next binding */
	struct scope *scope;		/* scope.c: where it is bound */
	struct symbol *same_symbol;	/* parse.c: earlier declaration */
	struct symbol *replace;		/* evaluate.c: replaced by */
	/* parse.c: a function's definition, on it and on the earlier
	 * declarations of the same function (inline.c inlines it) */
	struct symbol *definition;
	/* SYM_KEYWORD: what it does; a built-in function's SYM_NODE: its
	 * evaluate/args/expand hooks (builtin.c) */
	const struct symbol_op *op;
	union {
		/* SYM_KEYWORD */
		struct {
			unsigned long keyword_mod;	/* MOD_* it sets */
			struct ident *keyword_as;	/* __seg_gs, ... */
			struct symbol *keyword_type;	/* void, _Bool, ... */
			unsigned int keyword_flags;	/* KWF_* */
		};
		/* every other kind */
		struct {
			struct ctype ctype;	/* parse.c: its type */
			/* examine_symbol_type(): layout in bits */
			long bit_size;		/* -1: unknown */
			unsigned long offset;		/* bytes, members */
			unsigned int bit_offset;	/* bit-fields */
			/* SYM_BASETYPE: rank, for the usual conversions
			 * (evaluate.c; _BitInt's: 0 signed, 1 unsigned) */
			int rank;
			/* SYM_ARRAY: [size]; SYM_BITFIELD: width; _BitInt:
			 * N; copied onto the SYM_NODEs evaluate.c makes */
			struct expression *array_size;
			/* SYM_NODE: = value; SYM_ENUM member: its value */
			struct expression *initializer;
			/* SYM_FN, SYM_NODE of a function: its body */
			struct statement *stmt;
			struct statement *inline_stmt;	/* inline.c */
			/* SYM_STRUCT, SYM_UNION, SYM_ENUM: members; the
			 * SYM_NODE target of a switch: its case labels */
			struct symbol_list *symbol_list;
			/* linearize.c: a label's block; the block a
			 * return, break or continue target (SYM_NODE)
			 * jumps to */
			struct basic_block *bb_target;
			/*
			 * Fields of one kind only, read only on that kind
			 * (a kind that changes, SYM_TYPEOF to SYM_NODE,
			 * clears its own first).
			 */
			union {
				/* SYM_LABEL */
				struct {
					/* the label statement, once seen */
					struct statement *label_stmt;
					/* first use before the definition:
					 * where, in which label scope */
					struct position label_use_pos;
					struct scope *label_use_scope;
					/* parse: its address taken (&&l),
					 * so a target of any 'goto *' */
					unsigned int label_addressed:1;
				};
				/* SYM_FN: parameters; K&R: declarations */
				struct symbol_list *arguments;
				/* SYM_TYPEOF: the expression or type named */
				struct expression *typeof_expr;
				/* SYM_NODE */
				struct {
					/* attribute cleanup(f) of a var */
					struct expression *cleanup;
					/* linearize.c, while a function is
					 * linearized: the pseudo of its
					 * address */
					struct pseudo *pseudo;
					union {
						/* linearize.c: a function's
						 * entry point */
						struct entrypoint *ep;
						/* an automatic object's: the
						 * function its initializer
						 * was stored in */
						struct entrypoint *initialized;
					};
				};
			};
		};
	};
};

// symbol.c: the built-in base types
extern struct symbol int_type, fp_type;
extern struct symbol void_ctype, type_ctype, label_ctype, bad_ctype,
	incomplete_ctype, string_ctype, ptr_ctype, null_ctype, lazy_ptr_ctype;
extern struct symbol bool_ctype;
extern struct symbol char_ctype, schar_ctype, uchar_ctype;
extern struct symbol short_ctype, sshort_ctype, ushort_ctype;
extern struct symbol int_ctype, sint_ctype, uint_ctype;
extern struct symbol long_ctype, slong_ctype, ulong_ctype;
extern struct symbol llong_ctype, sllong_ctype, ullong_ctype;
extern struct symbol lllong_ctype, slllong_ctype, ulllong_ctype;
extern struct symbol float_ctype, double_ctype, ldouble_ctype;
extern struct symbol float16_ctype, float32_ctype, float32x_ctype;
extern struct symbol float64_ctype, float64x_ctype, float128_ctype;
extern struct symbol complex_float_ctype, complex_double_ctype;
extern struct symbol complex_ldouble_ctype;
extern struct symbol bitint_ctype, ubitint_ctype;
extern struct symbol int_ptr_ctype, uint_ptr_ctype;
extern struct symbol const_void_ctype, const_char_ctype;
extern struct symbol const_ptr_ctype, const_string_ctype;
extern struct symbol wchar_ctype, char16_ctype, char32_ctype;
extern struct symbol autotype_ctype;	/* __auto_type, C23 auto */

/* The target's typedef types (target.h's int_type), set by init_ctypes() */
extern struct symbol *size_t_ctype;
extern struct symbol *ssize_t_ctype;
extern struct symbol *intmax_ctype;
extern struct symbol *uintmax_ctype;
extern struct symbol *int64_ctype;
extern struct symbol *uint64_ctype;
extern struct symbol *int32_ctype;
extern struct symbol *uint32_ctype;
extern struct symbol *wchar_t_ctype;
extern struct symbol *wint_ctype;

DECLARE_ALLOCATOR(symbol);
extern struct allocator symbol_allocator;
struct symbol *__alloc_symbol(size_t extra);
void __free_symbol(struct symbol *entry);
void clear_symbol_alloc(void);
void protect_symbol_alloc(void);
void show_symbol_alloc(void);

DECLARE_ALLOCATOR(context);
extern struct allocator context_allocator;
struct context *__alloc_context(size_t extra);
void __free_context(struct context *entry);
void clear_context_alloc(void);
void protect_context_alloc(void);
void show_context_alloc(void);

// symbol.c
/* Once, after init_target(): built-in types and keywords. */
void init_symbols(void);
void init_ctypes(void);
/* The ctype that stands for one of target.h's enum int_type. */
struct symbol *int_type_ctype(enum int_type type);
/* "unsigned int": the name of a built-in type, NULL for others. */
const char *builtin_typename(const struct symbol *sym);

struct symbol *alloc_symbol(struct position pos, int type);
/*
 * A symbol allocated for nothing, where sparse allocates one for an
 * object we keep elsewhere (a macro bound in the file, the declarator a
 * declaration lacks): the operand order of simplify.c's symbol_after()
 * follows sparse's symbol addresses, so their allocation order.
 */
void skip_symbol_slot(void);
/*
 * Sparse's allocation rank of @sym among the file's symbols (the slots
 * skipped and the preamble's file symbols counted), or -1 for a symbol
 * of no file's pool (the built-in and preamble ones).
 */
long symbol_rank(const struct symbol *sym);
/* All the slots skipped since the last forget_skipped_symbol_slots(). */
unsigned long all_skipped_symbol_slots(void);
/* The pool's symbols are protected or cleared: its slots start again. */
void forget_skipped_symbol_slots(void);
/*
 * The symbols the preamble made after the predefined macros (-D, -U and
 * the -include files, their macros counted as above): sparse counts them
 * as the file's.  Written by sparse_initialize(), read by simplify.c.
 */
extern unsigned long preamble_file_symbols;
/* A plain integer type to its unsigned one and back (-funsigned-bitfields). */
struct symbol *plain_int_type(struct symbol *type, bool to_unsigned);
/* Bind @sym to @ident in namespace @ns of the current scope. */
void bind_symbol(struct symbol *sym, struct ident *ident,
		 enum namespace ns);
/* -Wshadow, before a block's declaration @sym is bound to @ident. */
void check_shadow(struct symbol *sym, struct ident *ident);
/* The innermost symbol of @ident in any of the namespaces @ns. */
struct symbol *lookup_symbol(struct ident *ident, enum namespace ns);
/* The keyword symbol of @ident, if it is one in @ns. */
struct symbol *lookup_keyword(struct ident *ident, enum namespace ns);
/* Make @name a keyword of @ns doing @op; @reserved: no identifier. */
struct symbol *bind_keyword(const char *name, enum namespace ns,
			    const struct symbol_op *op, bool reserved);

/* Append the symbols of @from to *@to, as sparse's helper. */
static inline void concat_symbol_list(struct symbol_list *from,
				      struct symbol_list **to)
{
	concat_ptr_list(from, to);
}

/* Following ctype.base_type; NULL for none. */
static inline struct symbol *get_base_type(const struct symbol *sym)
{
	return sym->ctype.base_type;
}

/*
 * Lay out @sym's type once: bit_size and alignment of every type on its
 * chain, offsets of struct members.  Sizes that need an evaluated
 * expression (VLAs, typeof) stay unknown (-1 and 0) until evaluate.c.
 * Returns @sym.
 */
struct symbol *examine_symbol_type(struct symbol *sym);
void pointer_takes_target(struct symbol *ptr);
/* A SYM_TYPEOF made the node of its expression's type; not examined. */
void resolve_typeof(struct symbol *sym);

/* The type behind a node or typedef chain: what a value of sym is. */
struct symbol *unqualified_type(struct symbol *sym);
bool is_ptr_type(struct symbol *type);
bool is_int_type(struct symbol *type);
bool is_float_type(struct symbol *type);
bool is_func_type(struct symbol *type);
bool is_array_type(struct symbol *type);
bool is_void_type(struct symbol *type);
bool is_struct_type(struct symbol *type);
bool is_union_type(struct symbol *type);

// show-parse.c
/* "int const *": a type as C spells it, modifiers in []. */
const char *show_typename(struct symbol *sym);
/* The same, no "bad constant expression" for a variable array size. */
const char *show_typename_quiet(struct symbol *sym);
/* "static const [toplevel]": the MOD_* bits as words. */
const char *modifier_string(unsigned long mod);
const char *show_as(struct ident *as);
/*
 * sparse's test-parsing listing, after evaluation and expansion: each
 * symbol's alignment and type, a function's body and an initializer as
 * pseudo-assembly (show-asm.c).
 */
void show_symbol(struct symbol *sym);
void show_symbol_list(struct symbol_list *list);
/* The same as C, trees as the parser made them: test-parsing --ast. */
void show_symbol_ast(struct symbol *sym);
void show_symbol_list_ast(struct symbol_list *list);
/* One line per symbol: its type and its name, sparse's debugging form. */
void show_type(struct symbol *sym);

// evaluate.c: types of expressions, C's and sparse's type checks
/* Each symbol of a file's list, in order (sparse() calls it). */
void evaluate_symbol_list(struct symbol_list *list);
/* The symbol's type, initializer and body; returns its type or NULL. */
struct symbol *evaluate_symbol(struct symbol *sym);
/*
 * The inline functions whose address the last evaluate_symbol_list()
 * saw taken, in that order, their own bodies evaluated: each is checked
 * by itself after the file's symbols (check_inline_alone()), as sparse.
 */
struct symbol_list *address_taken_inlines(void);
/*
 * Why two types differ, for "incorrect type in ..." ("different base
 * types", "different address spaces", ...); NULL when compatible.
 * @mod1/@mod2: modifiers to ignore on each side.
 */
const char *type_difference(struct ctype *c1, struct ctype *c2,
			    unsigned long mod1, unsigned long mod2);
/* "symbol '%s' redeclared with different type (@typediff):", and both. */
void say_redeclared(struct symbol *sym, struct symbol *from,
		    const char *typediff);

// initializer.c: initializers (6.7.9), evaluated against their object
/*
 * Type-check *@ep as the initializer of an object of type @ctype and
 * rewrite it: designators resolved, EXPR_POS entries at offsets, implied
 * casts, implicit array sizes filled in @ctype.
 */
void evaluate_initializer(struct symbol *ctype, struct expression **ep);
/*
 * An object of incomplete array type with an initializer (int a[] = ...):
 * its type becomes a fresh array of the size the initializer gives,
 * counted as sparse counts when it examines the object, so that sizeof
 * knows it before the initializer is evaluated.  Nothing for others.
 */
void size_initialized_array(struct symbol *sym);
/*
 * The elements @init gives an array of unknown size, as sparse counts
 * them: a string its characters, a list its top-level entries (a
 * designator [i] or [i ... j] sets the index, any other entry adds one).
 * Before evaluation (!@evaluated) a designator's index is the parser's.
 */
unsigned long count_array_initializer(struct symbol *array,
				      struct expression *init, bool evaluated);
/*
 * An EXPR_POS entry of an evaluated list, as sparse measures it for
 * "Initializer entry defined twice": its start in bits (the offsets of
 * its chain summed, a bit-field's bit offset added) and how many bits it
 * covers (each range's extra elements, then the last subobject's size).
 */
unsigned long long initializer_entry_offset(struct expression *entry);
unsigned long long initializer_entry_range(struct expression *entry);

// inline.c: calls of inline functions replaced by copies of their body
/*
 * The call @expr of the inline function @sym becomes a statement
 * expression: a copy of the body, parameters initialized by the
 * arguments, evaluated.  0 when it cannot be (no body, recursion).
 */
int inline_function(struct expression *expr, struct symbol *sym);
/* The function's own body for evaluation: a copy of fn->inline_stmt. */
void uninline(struct symbol *sym);
/* The file is done: its budget of copies starts again (sparse_end_file). */
void inline_end_file(void);

// builtin.c: GCC's built-in functions and sparse's own
/* Declare them all in the builtin scope: once, from init_symbols(). */
void init_builtins(int stream);

// expand.c: constant folding and dead code, after evaluation
/* Fold the symbol's initializer and body in place. */
void expand_symbol(struct symbol *sym);
/*
 * After every symbol of the file, each of address_taken_inlines() in
 * turn: its body no longer held, to be checked by itself (expand_symbol()
 * ...), last, as sparse does.
 */
void check_inline_alone(struct symbol *sym);
/* An inline function's own body, evaluated, not to be checked yet. */
bool inline_body_held(struct symbol *sym);

#ifdef __cplusplus
}
#undef class
#undef namespace
#endif

#endif
