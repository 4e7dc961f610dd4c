// SPDX-License-Identifier: MIT
/*
 * symbols.c — every top-level definition of each file with its type, one
 * a line: "FILE:LINE: KIND NAME: TYPE".  A definition is a function with
 * a body, or an object that is not only declared extern.  Written against
 * the installed headers only: cc symbols.c $(pkg-config --cflags --libs
 * sparse).  Options are sparse's (-Wno-decl, -D, -I, ...).
 */
#include <stdio.h>

#include <sparse/lib.h>
#include <sparse/symbol.h>
#include <sparse/token.h>

static bool is_function(struct symbol *sym)
{
	struct symbol *type = get_base_type(sym);

	return type && type->type == SYM_FN;
}

static bool is_definition(struct symbol *sym)
{
	if (sym->type != SYM_NODE || !sym->ident)
		return false;
	if (is_function(sym))
		return get_base_type(sym)->stmt != NULL;
	return !(sym->ctype.modifiers & MOD_EXTERN) || sym->initializer;
}

/* "int (int, char *)": show_typename() says "int ( ... )" of a function. */
static void show_function_type(struct symbol *fn)
{
	struct symbol *arg;
	const char *sep = "";

	printf("%s (", show_typename(get_base_type(fn)));
	FOR_EACH_PTR(fn->arguments, arg) {
		printf("%s%s", sep, show_typename(get_base_type(arg)));
		sep = ", ";
	} END_FOR_EACH_PTR(arg);
	if (fn->variadic)
		printf("%s...", sep);
	else if (!*sep && !fn->oldstyle)
		printf("void");
	printf(")\n");
}

static void show_definition(struct symbol *sym)
{
	struct symbol *type = get_base_type(sym);

	printf("%s:%u: %s %s: ", stream_name(sym->pos.stream), sym->pos.line,
	       is_function(sym) ? "function" : "object",
	       show_ident(sym->ident));
	if (is_function(sym))
		show_function_type(type);
	else
		printf("%s\n", show_typename(type));
}

int main(int argc, char **argv)
{
	struct string_list *filelist = NULL;
	char *file;

	sparse_initialize(argc, argv, &filelist);
	FOR_EACH_PTR(filelist, file) {
		struct symbol_list *list = sparse(file);
		struct symbol *sym;

		FOR_EACH_PTR(list, sym) {
			if (is_definition(sym))
				show_definition(sym);
		} END_FOR_EACH_PTR(sym);
	} END_FOR_EACH_PTR(file);
	return 0;
}
