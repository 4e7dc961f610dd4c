// SPDX-License-Identifier: MIT
/*
 * scope.c — opening and closing the scopes symbols are bound in.
 *
 * Takes the symbols bind_symbol() put on a scope's list; at the end of the
 * scope each is taken off its identifier's chain, so that the outer
 * binding shows again.  Labels get their own scope (the function, or a
 * statement expression) and are checked for use when it ends.
 */
#include "allocate.h"
#include "parse.h"
#include "scope.h"
#include "symbol.h"

static struct scope builtin_scope = { .next = &builtin_scope };

struct scope *block_scope = &builtin_scope;
struct scope *label_scope = NULL;
struct scope *function_scope = &builtin_scope;
struct scope *file_scope = &builtin_scope;
struct scope *global_scope = &builtin_scope;
struct scope *ended_file_scope;

ALLOCATOR(scope, "scopes");

void bind_scope(struct symbol *sym, struct scope *scope)
{
	sym->scope = scope;
	add_ptr_list(&scope->symbols, sym);
}

static void start_scope(struct scope **where)
{
	struct scope *scope = __alloc_scope(0);

	scope->next = *where;
	*where = scope;
}

/* Take @sym off its identifier's chain of bindings. */
static void unbind_symbol(struct symbol *sym)
{
	struct symbol **p;

	if (!sym->bound || !sym->ident)
		return;
	for (p = &sym->ident->symbols; *p; p = &(*p)->next_id) {
		if (*p == sym) {
			*p = sym->next_id;
			break;
		}
	}
	sym->bound = 0;
}

static void end_scope(struct scope **where)
{
	struct scope *scope = *where;
	struct symbol *sym;

	*where = scope->next;
	/* newest first: each is then the head of its identifier's chain;
	 * one kept for the global scope (keep_external_symbols()) stays */
	FOR_EACH_PTR_REVERSE(scope->symbols, sym) {
		if (sym->scope == scope)
			unbind_symbol(sym);
	} END_FOR_EACH_PTR_REVERSE(sym);
}

void start_file_scope(void)
{
	start_scope(&file_scope);
	block_scope = file_scope;
	function_scope = file_scope;
}

void end_file_scope(void)
{
	ended_file_scope = file_scope;
	end_scope(&file_scope);
	block_scope = file_scope;
	function_scope = file_scope;
}

/*
 * With external linkage at the end of its file: a file-scope object,
 * function or enumerator that is not static (a redeclaration that
 * inherited static is not), nor an extern inline function (its body is
 * the file's own), as sparse binds them.
 */
static bool links_to_next_files(const struct symbol *sym)
{
	unsigned long mods = sym->ctype.modifiers;
	const struct symbol *type = sym->ctype.base_type;

	if (sym->namespace != NS_SYMBOL || !(mods & MOD_TOPLEVEL) ||
	    (mods & MOD_STATIC))
		return false;
	if (sym->hidden_by_inline)
		return false;
	return !sym->extern_inline || !type || type->type != SYM_FN;
}

static bool has_body(const struct symbol *sym)
{
	const struct symbol *type = sym->ctype.base_type;

	return type && type->type == SYM_FN && (type->stmt || type->inline_stmt);
}

/*
 * An extern inline definition hides from the next files the declarations
 * without body it is linked to, back to a definition (as sparse: the name
 * is unknown after the file, unless declared again after the definition);
 * those of earlier files go at once.
 */
static void hide_declarations(struct symbol *def)
{
	struct symbol *sym;

	for (sym = def->same_symbol; sym && !has_body(sym);
	     sym = sym->same_symbol) {
		if (sym->scope == global_scope)
			unbind_symbol(sym);
		sym->hidden_by_inline = 1;
	}
}

/*
 * Several files on one command line are one program, as sparse checks
 * them: the symbols of the file about to end that have external linkage
 * move to the global scope, where the next files' declarations find and
 * link to them ("multiple definitions", "redeclared with different
 * type", one "not declared" per symbol).  The file's scope keeps them
 * on its list (ctags, show-tree); its end leaves them bound.
 */
void keep_external_symbols(void)
{
	struct symbol *sym;

	FOR_EACH_PTR(file_scope->symbols, sym) {
		if (sym->extern_inline && has_body(sym))
			hide_declarations(sym);
	} END_FOR_EACH_PTR(sym);
	FOR_EACH_PTR(file_scope->symbols, sym) {
		if (links_to_next_files(sym))
			bind_scope(sym, global_scope);
	} END_FOR_EACH_PTR(sym);
}

/* The preamble's file scope becomes the global one: its symbols stay. */
void new_file_scope(void)
{
	if (file_scope != &builtin_scope) {
		global_scope = file_scope;
		file_scope = &builtin_scope;
	}
	start_file_scope();
}

void start_block_scope(void)
{
	start_scope(&block_scope);
}

void end_block_scope(void)
{
	end_scope(&block_scope);
}

/*
 * A function's scope encloses the outer function's (a GNU nested one's),
 * and remembers the block it is in: ending it goes back there, so that
 * the blocks form one chain, whatever way out (fuzz/common.c's too).
 */
void start_function_scope(void)
{
	struct scope *outer = block_scope;

	start_scope(&function_scope);
	function_scope->outer_block = outer;
	start_label_scope();
	block_scope = function_scope;
}

void end_function_scope(void)
{
	struct scope *outer = function_scope->outer_block;

	end_label_scope();
	end_scope(&function_scope);
	block_scope = outer;
}

void start_label_scope(void)
{
	start_scope(&label_scope);
}

/* Labels defined but never the target of a goto or &&label. */
static void check_unused_labels(struct scope *scope)
{
	struct symbol *sym;

	FOR_EACH_PTR(scope->symbols, sym) {
		if (sym->type == SYM_LABEL && sym->label_stmt && !sym->used)
			warning(sym->pos, "unused label '%s'",
				show_ident(sym->ident));
	} END_FOR_EACH_PTR(sym);
}

void end_label_scope(void)
{
	check_unused_labels(label_scope);
	end_scope(&label_scope);
}

bool is_outer_scope(struct scope *scope)
{
	if (scope == block_scope)
		return false;
	/* the preamble's scope is sparse's global one: a file's own */
	if ((scope == &builtin_scope || scope == global_scope) &&
	    block_scope->next == &builtin_scope)
		return false;
	return true;
}

/* @inner is @outer or nested in it. */
bool is_in_scope(struct scope *outer, struct scope *inner)
{
	while (inner != outer) {
		if (!inner || inner == &builtin_scope)
			return false;
		inner = inner->next;
	}
	return true;
}
