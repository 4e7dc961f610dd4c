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

#ifdef __cplusplus
extern "C" {
#endif

/* How a #define may be replaced: sparse's #weak_define and #strong_define. */
enum macro_attr {
	MACRO_WEAK,		/* dropped when the name is defined */
	MACRO_NORMAL,		/* a redefinition that differs is warned */
	MACRO_STRONG,		/* as normal: the checker's own */
};

struct macro;
/* A built-in such as __LINE__: replaces *where (and its arguments). */
typedef int (*macro_builtin)(struct token **where, struct macro *macro);

struct macro {
	struct ident *name;
	struct position pos;		/* of the name in its #define */
	struct token *expansion;	/* the body, parameters marked */
	struct macro *shadowed;		/* the binding under this one */
	macro_builtin builtin;		/* __FILE__, __has_include...: */
	int nparams;			/* -1: object-like */
	enum macro_attr attr;
	unsigned int variadic:1,	/* last parameter takes the rest */
		     named_variadic:1,	/* GNU args...: -dM shows args */
		     undefined:1,	/* #undef: kept for its -dM slot */
		     file_scope:1,	/* dies at the end of the file */
		     uses_va_opt:1;	/* __VA_OPT__ in the body */
	struct ident *params[];		/* nparams names */
};

/* A macro that is defined now, or NULL. */
static inline struct macro *defined_macro(const struct ident *ident)
{
	struct macro *macro = ident->macro;

	return macro && !macro->undefined ? macro : NULL;
}

/* ORDER: the include-guard states of a stream (struct stream.constant). */
enum guard_state {
	GUARD_UNSEEN,		/* nothing seen in the stream yet */
	GUARD_INSIDE,		/* in the #ifndef X that opened it */
	GUARD_AFTER,		/* after that group's #endif */
	GUARD_YES,		/* ended: all of it inside #ifndef X */
	GUARD_NONE,		/* something outside the group */
};

DECLARE_ALLOCATOR(macro);
extern struct allocator macro_allocator;
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
/* Each macro the file defined (its headers too), in order: for ctags. */
void for_each_file_macro(void (*fn)(struct macro *macro, void *data),
			 void *data);
/* -dM, -dD: every macro defined now, in sparse's order and format. */
void dump_macro_definitions(void);
/* The tokens spelled, one space where white space was: malloc()ed. */
char *show_token_list(const struct token *list);

/* Where the stream of the directive being obeyed ends: sparse's "end". */
struct position preprocessor_end_position(void);

// include-path.c
/* What searching for an include gives. */
struct found {
	char *path;			/* malloc()ed, or NULL */
	int fd;				/* -1 with a path: skip it */
	const char **next_path;		/* for #include_next from it */
};

void init_include_path(void);
/*
 * Find @name ("name" or <name> as @angle says; #include_next as @next)
 * for the stream @from: false when there is none.
 */
bool find_include(const char *name, bool angle, bool next,
		  const struct stream *from, struct found *found);
/* The streams opened so far are the preamble's, an old file's. */
void include_path_end_preamble(void);
void include_path_end_file(void);

// pre-process-expr.c
/* An #if line, its macros replaced: is it true?  Diagnoses its errors. */
bool eval_preprocessor_expression(struct token *list);

// pre-process.c
/* The file the checker was asked for, as __BASE_FILE__ and in notes. */
extern const char *base_filename;
/* "defined", interned once the preprocessor is set up. */
extern struct ident *ident_defined;

#ifdef __cplusplus
}
#endif

#endif
