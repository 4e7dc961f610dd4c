// SPDX-License-Identifier: MIT
/*
 * lock-rule.c — a house rule checked with the library: a function that
 * takes a lock, a parameter pointing to a struct whose tag contains
 * "lock" (spinlock_t, struct mutex_lock, ...), must say what it does
 * with it: a context attribute, __attribute__((context(lock, in, out))),
 * on one of its declarations.  Each function that breaks the rule gets
 *	FILE:LINE:COL: warning: 'f' takes a lock (parameter 'l') but has
 *	no context annotation
 * once, at its first declaration (all of them are looked at).  Written
 * against the installed headers only; options are sparse's.
 */
#include <string.h>

#include <sparse/lib.h>
#include <sparse/symbol.h>
#include <sparse/token.h>

/* @type (typedefs seen through) is a pointer to a struct named *lock* */
static bool is_lock_pointer(struct symbol *type)
{
	struct symbol *target;

	type = unqualified_type(type);
	if (!type || type->type != SYM_PTR)
		return false;
	target = unqualified_type(get_base_type(type));
	return target && target->type == SYM_STRUCT && target->ident &&
	       strstr(show_ident(target->ident), "lock");
}

/* The first parameter of function type @fn that is a lock, or NULL. */
static struct symbol *lock_parameter(struct symbol *fn)
{
	struct symbol *arg;

	FOR_EACH_PTR(fn->arguments, arg) {
		if (is_lock_pointer(arg))
			return arg;
	} END_FOR_EACH_PTR(arg);
	return NULL;
}

/* Some declaration of @sym, or its function type, has a context. */
static bool has_context(struct symbol *sym)
{
	for (; sym; sym = sym->same_symbol) {
		if (!ptr_list_empty(sym->ctype.contexts) ||
		    !ptr_list_empty(get_base_type(sym)->ctype.contexts))
			return true;
	}
	return false;
}

/* The first declaration of @sym: where a diagnostic about it goes. */
static struct symbol *first_declaration(struct symbol *sym)
{
	while (sym->same_symbol)
		sym = sym->same_symbol;
	return sym;
}

/* @sym is the last declaration of a function: check them all. */
static void check_function(struct symbol *sym)
{
	struct symbol *lock = lock_parameter(get_base_type(sym));

	if (!lock || has_context(sym))
		return;
	warning(first_declaration(sym)->pos,
		"'%s' takes a lock (parameter '%s') but has no context annotation",
		show_ident(sym->ident), show_ident(lock->ident));
}

static bool is_function(struct symbol *sym)
{
	struct symbol *type = get_base_type(sym);

	return sym->type == SYM_NODE && type && type->type == SYM_FN;
}

/* Each function of @list once, at its last declaration. */
static void check_file(struct symbol_list *list)
{
	struct symbol_list *earlier = NULL;	/* redeclared later */
	struct symbol *sym;

	FOR_EACH_PTR(list, sym) {
		if (sym->same_symbol)
			add_ptr_list(&earlier, sym->same_symbol);
	} END_FOR_EACH_PTR(sym);
	FOR_EACH_PTR(list, sym) {
		if (is_function(sym) && !lookup_ptr_list_entry(earlier, sym))
			check_function(sym);
	} END_FOR_EACH_PTR(sym);
	free_ptr_list(&earlier);
}

int main(int argc, char **argv)
{
	struct string_list *filelist = NULL;
	char *file;

	sparse_initialize(argc, argv, &filelist);
	FOR_EACH_PTR(filelist, file) {
		check_file(sparse(file));
	} END_FOR_EACH_PTR(file);
	return 0;
}
