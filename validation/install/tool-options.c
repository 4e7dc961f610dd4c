/*
 * A tool with options of its own, built against `make install`'s output:
 * take_tool_options() takes them out of argv before sparse_initialize()
 * sees it; the rest, sparse's options and the files, stays in order.
 */
#include <stdio.h>
#include <sparse/lib.h>
#include <sparse/symbol.h>

int main(int argc, char **argv)
{
	struct string_list *filelist = NULL, *adds = NULL;
	const char *name = "none", *file;
	int verbose_tool = 0, mode = 0;
	const struct tool_option options[] = {
		{ "-v", TOOL_FLAG, .flag = &verbose_tool, .value = 1 },
		{ "-fcontext", TOOL_FLAG, .flag = &mode, .value = 2 },
		{ "-fno-context", TOOL_FLAG, .flag = &mode, .value = 0 },
		{ "--name", TOOL_VALUE, .string = &name },
		{ "--add", TOOL_LIST, .list = &adds },
		{ .name = NULL },
	};
	int i;

	take_tool_options(&argc, argv, options);
	printf("-v %d, context %d, name %s, adds:", verbose_tool, mode, name);
	FOR_EACH_PTR(adds, file) {
		printf(" %s", file);
	} END_FOR_EACH_PTR(file);
	printf("\nleft:");
	for (i = 1; i < argc; i++)
		printf(" %s", argv[i]);
	printf("%s\n", argv[argc] ? " (not NULL-terminated)" : "");
	sparse_initialize(argc, argv, &filelist);
	FOR_EACH_PTR(filelist, file) {
		struct symbol *sym;

		FOR_EACH_PTR(sparse((char *)file), sym) {
			printf("%s: %s\n", file, show_ident(sym->ident));
		} END_FOR_EACH_PTR(sym);
	} END_FOR_EACH_PTR(file);
	return 0;
}

/*
 * check-name: take_tool_options() from an installed library: a tool's flags, values and lists out of argv, sparse's options and files left
 * check-command: ../scripts/check-install $file --add a -fno-context -Wno-decl -v --name=first -fcontext install/fdump-ir-input.h --add=b --name last
 * check-timeout: 60
 *
 * check-output-start
-v 1, context 2, name last, adds: a b
left: -Wno-decl install/fdump-ir-input.h
install/fdump-ir-input.h: f
 * check-output-end
 */
