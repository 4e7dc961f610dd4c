// SPDX-License-Identifier: MIT
/*
 * tool-options.c — the options of a tool on the library, taken out of
 * argv before sparse's own option parser sees it.
 *
 * Takes argv and the tool's table of struct tool_option (lib.h); writes
 * the variables the table points to and rewrites argv in place, leaving
 * sparse's options and the file names, in their order.  A tool's option
 * wins over sparse's of the same spelling (graph's -fcontext).
 */
#include <string.h>

#include "lib.h"

/* @arg as @option: "NAME", or "NAME=VALUE" for one that takes a value. */
static bool matches(const struct tool_option *option, const char *arg,
		    const char **value)
{
	size_t len = strlen(option->name);

	*value = NULL;
	if (strncmp(arg, option->name, len))
		return false;
	if (!arg[len])
		return true;
	if (option->kind == TOOL_FLAG || arg[len] != '=')
		return false;
	*value = arg + len + 1;
	return true;
}

static const struct tool_option *find_option(const struct tool_option *options,
					     const char *arg,
					     const char **value)
{
	for (; options->name; options++) {
		if (matches(options, arg, value))
			return options;
	}
	return NULL;
}

/* @option seen, with @value (NULL: none yet, the next argument's). */
static void take(const struct tool_option *option, const char *value,
		 char **argv, int *i, int argc)
{
	if (option->kind == TOOL_FLAG) {
		*option->flag = option->value;
		return;
	}
	if (!value) {
		if (*i + 1 >= argc)
			die("error: option '%s' needs an argument", option->name);
		value = argv[++*i];
	}
	if (option->kind == TOOL_VALUE)
		*option->string = value;
	else
		add_ptr_list(option->list, (char *)value);
}

void take_tool_options(int *argc, char **argv,
		       const struct tool_option *options)
{
	int i, kept = 1;

	for (i = 1; i < *argc; i++) {
		const struct tool_option *option;
		const char *value;

		option = find_option(options, argv[i], &value);
		if (option)
			take(option, value, argv, &i, *argc);
		else
			argv[kept++] = argv[i];
	}
	argv[kept] = NULL;
	*argc = kept;
}
