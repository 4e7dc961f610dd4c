/* SPDX-License-Identifier: MIT */
/*
 * preprocess.h — macros and the preprocessor's entry points.
 *
 * pre-process.c runs translation phases 4 (C23 5.1.1.2) on the token lists
 * of tokenize.c: directives, conditional inclusion, #include (whose file is
 * tokenized and spliced into the list), macro replacement.  A macro is bound
 * to its identifier (ident->macro); those of the preamble (predefines, -D,
 * -U, -include) live for the whole run, those of a file until its end.
 */
#ifndef PREPROCESS_H
#define PREPROCESS_H

#include "token.h"

/* How a #define may be replaced: sparse's #weak_define and #strong_define. */
enum macro_attr {
	MACRO_WEAK,		/* dropped when the name is already defined */
	MACRO_NORMAL,		/* a redefinition that differs is warned */
	MACRO_STRONG,		/* as normal: the checker's own */
};

struct macro;
/* A built-in such as __LINE__: replaces *where (and its arguments). */
typedef int (*macro_builtin)(struct token **where, struct macro *macro);

struct macro {
	struct ident *name;
	struct position pos;		/* of the name in its #define */
	struct token *expansion;	/* the body; parameters made arguments */
	struct macro *shadowed;		/* the preamble's binding under a file's */
	macro_builtin builtin;		/* __FILE__, __has_include ...: or NULL */
	int nparams;			/* -1: object-like */
	enum macro_attr attr;
	unsigned int variadic:1,	/* last parameter takes the rest */
		     named_variadic:1,	/* GNU args...: shown without ... */
		     undefined:1,	/* #undef: kept for its -dM slot */
		     file_scope:1,	/* dies at the end of the file */
		     uses_va_opt:1;	/* __VA_OPT__ in the body */
	struct ident *params[];		/* nparams names */
};

DECLARE_ALLOCATOR(macro);
struct macro *__alloc_macro(size_t extra);
void __free_macro(struct macro *entry);
void clear_macro_alloc(void);
void protect_macro_alloc(void);
void show_macro_alloc(void);

// pre-process.c
/* Run phase 4 over @list (as tokenize() made it): the tokens that remain. */
struct token *preprocess(struct token *list);
/* Set up the include paths and built-in macros: once, before the first. */
void init_preprocessor(void);
/* The preamble is done: later macros belong to the file being checked. */
void preprocess_end_preamble(void);
/* Forget the file's macros and pragma-once marks; the preamble's stay. */
void preprocess_end_file(void);
/* -dM, -dD: every macro defined now, in sparse's order and format. */
void dump_macro_definitions(void);
/* The tokens spelled, one space where white space was: malloc()ed. */
char *show_token_list(const struct token *list);

/* Where the stream of the directive being obeyed ends: sparse's "end". */
struct position preprocessor_end_position(void);

// pre-process-expr.c
/* An #if line, its macros replaced: is it true?  Diagnoses its errors. */
bool eval_preprocessor_expression(struct token *list);

// pre-process.c
/* The file the checker was asked for, as __BASE_FILE__ and in notes. */
extern const char *base_filename;

#endif
