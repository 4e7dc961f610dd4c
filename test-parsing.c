// SPDX-License-Identifier: MIT
/*
 * test-parsing.c — parses each file and lists the symbols it declares.
 *
 * usage: test-parsing [sparse options] FILE...
 * For each file: tokenize, preprocess, parse (parse_tokens()), examine
 * each file-scope symbol (examine_symbol_type(), as evaluation will) and
 * show it (show_symbol()): ".align N" when known, its type as
 * show_typename() spells it, the members of a struct or union it declares,
 * a function's body and an initializer as C with every operator
 * parenthesized (sparse's own test-parsing prints pseudo-assembly; that
 * comes with linearization).  Diagnostics go to stderr.  Until lib.c's
 * sparse() runs the parser, this does its steps.
 */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>

#include "lib.h"
#include "parse.h"
#include "preprocess.h"
#include "scope.h"
#include "symbol.h"
#include "token.h"

/*
 * The end of input where sparse reports it: at the stream's end, which
 * the preprocessor drops.  So the list ends with a token of our own.
 */
static struct token *end_of_input(struct token *list, struct token *end)
{
	struct token *token;

	for (token = list; token != end; token = token->next) {
		if (token_type(token) == TOKEN_STREAMEND &&
		    token->next == end) {
			end->pos = token->pos;
			end->pos.type = TOKEN_EOF;
			break;
		}
	}
	return list;
}

static struct symbol_list *parse_file(char *name)
{
	static struct token end = { .pos = { .type = TOKEN_EOF } };
	int fd = strcmp(name, "-") ? open(name, O_RDONLY) : 0;
	struct token *tokens;
	struct symbol_list *list;

	if (fd < 0)
		die("No such file: %s", name);
	end.next = &end;
	base_filename = name;
	tokens = tokenize(NULL, name, fd, &end, NULL);
	tokens = preprocess(end_of_input(tokens, &end));
	end_of_phase();
	new_file_scope();
	list = parse_tokens(tokens);
	end_file_scope();
	end_of_phase();
	return list;
}

int main(int argc, char **argv)
{
	struct string_list *filelist = NULL;
	char *file;

	sparse_initialize(argc, argv, &filelist);
	init_symbols();
	FOR_EACH_PTR(filelist, file) {
		struct symbol_list *list = parse_file(file);
		struct symbol *sym;

		/* what evaluation will do first: sizes and alignments */
		FOR_EACH_PTR(list, sym) {
			examine_symbol_type(sym);
		} END_FOR_EACH_PTR(sym);
		show_symbol_list(list);
	} END_FOR_EACH_PTR(file);
	return 0;
}
