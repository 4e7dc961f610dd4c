/* SPDX-License-Identifier: MIT */
/*
 * scope.h — the scopes symbols are bound in.
 *
 * bind_symbol() (symbol.c) puts a symbol at the head of its identifier's
 * chain and on the list of the current scope of its namespace; the end of
 * a scope takes every symbol of that list off its identifier again, so
 * that lookups see the outer binding.  The parser opens and closes scopes
 * as it meets files, functions, blocks and statement expressions; the
 * scope pointers below are written only by scope.c's start/end functions.
 */
#ifndef SCOPE_H
#define SCOPE_H

#include "lib.h"

#ifdef __cplusplus
extern "C" {
#endif

struct symbol;

struct scope {
	struct symbol_list *symbols;	/* bound here, in binding order */
	struct scope *next;		/* the enclosing scope */
	struct scope *outer_block;	/* a function's: the block it is in */
};

DECLARE_ALLOCATOR(scope);
extern struct allocator scope_allocator;
struct scope *__alloc_scope(size_t extra);
void __free_scope(struct scope *entry);
void clear_scope_alloc(void);
void protect_scope_alloc(void);
void show_scope_alloc(void);

/* The innermost scope of each kind: written by start_/end_*_scope(). */
extern struct scope *block_scope;	/* objects, typedefs, tags */
extern struct scope *label_scope;	/* labels: function or ({ }) */
extern struct scope *function_scope;	/* the function being parsed */
extern struct scope *file_scope;	/* the file's top level */
extern struct scope *global_scope;	/* built-ins and the preamble */
/* The file scope last ended: what a file declared, unbound (ctags). */
extern struct scope *ended_file_scope;

void start_file_scope(void);
void end_file_scope(void);
void start_function_scope(void);
void end_function_scope(void);
void start_block_scope(void);
void end_block_scope(void);
/* Statement expressions: labels of ({ }) stay inside it. */
void start_label_scope(void);
void end_label_scope(void);
/* The preamble's symbols become global: they outlive each file. */
void new_file_scope(void);
/* Several files: the file's symbols with external linkage outlive it. */
void keep_external_symbols(void);

void bind_scope(struct symbol *sym, struct scope *scope);
bool is_outer_scope(struct scope *scope);
bool is_in_scope(struct scope *outer, struct scope *inner);

#ifdef __cplusplus
}
#endif

#endif
