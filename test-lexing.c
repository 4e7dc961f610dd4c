// SPDX-License-Identifier: MIT
/*
 * test-lexing.c — prints the tokens of each file, without preprocessing.
 *
 * usage: test-lexing [-T | --tokens] [--roundtrip] [sparse options] FILE...
 *   (default)    the tokens the way `sparse -E` prints them: a newline
 *                first; a space before a token that follows white space;
 *                before the first token of a line (but a file's first) a
 *                newline and a tab for each column past the first, up to
 *                three; at the end of each file the same, then a newline
 *   -T           one token a line: LINE:COL TYPE SPELLING, where the bytes
 *                below 0x20 and 0x7f are spelled \ooo
 *   --roundtrip  print the tokens to memory, tokenize that again, compare
 *                the types, spellings, line starts and spaces of both:
 *                print the first difference and exit 1, or exit 0 silently
 * FILE "-" is stdin.  The sparse options (-ftabstop=, -Wno-newline-eof, ...)
 * are those of handle_options().
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lib.h"
#include "token.h"

static const char usage[] =
	"usage: test-lexing [-T | --tokens] [--roundtrip] [sparse options] FILE...\n"
	"Prints the tokens of each file, not preprocessed, as sparse -E would.\n"
	"  -T, --tokens   one token a line: LINE:COL TYPE SPELLING\n"
	"  --roundtrip    print, tokenize again, compare: exit 1 on a difference\n";

enum mode {
	MODE_PREPROCESSED,
	MODE_TOKENS,
	MODE_ROUNDTRIP,
};

static const char *const type_name[] = {
	[TOKEN_EOF] = "eof",
	[TOKEN_BAD] = "bad",
	[TOKEN_ERROR] = "error",
	[TOKEN_IDENT] = "ident",
	[TOKEN_ZERO_IDENT] = "zero-ident",
	[TOKEN_NUMBER] = "number",
	[TOKEN_CHAR] = "char",
	[TOKEN_WIDE_CHAR] = "wide-char",
	[TOKEN_CHAR16] = "char16",
	[TOKEN_CHAR32] = "char32",
	[TOKEN_UTF8_CHAR] = "utf8-char",
	[TOKEN_STRING] = "string",
	[TOKEN_WIDE_STRING] = "wide-string",
	[TOKEN_STRING16] = "string16",
	[TOKEN_STRING32] = "string32",
	[TOKEN_UTF8_STRING] = "utf8-string",
	[TOKEN_SPECIAL] = "special",
	[TOKEN_STREAMBEGIN] = "stream-begin",
	[TOKEN_STREAMEND] = "stream-end",
};

static const char *show_type(const struct token *token)
{
	unsigned int type = token_type(token);

	if (type < sizeof(type_name) / sizeof(type_name[0]) && type_name[type])
		return type_name[type];
	return "other";
}

static bool is_literal(const struct token *token)
{
	return token_type(token) >= TOKEN_CHAR &&
	       token_type(token) <= TOKEN_UTF8_STRING;
}

static void put_bytes(FILE *out, const char *data, size_t len, bool escape)
{
	size_t i;

	for (i = 0; i < len; i++) {
		unsigned char c = data[i];

		if (escape && (c < 0x20 || c == 0x7f))
			fprintf(out, "\\%03o", c);
		else
			putc(c, out);
	}
}

/*
 * The whole spelling, NUL bytes included (show_token() stops at the
 * first): a literal's prefix and quote come from show_token().
 */
static void put_spelling(FILE *out, const struct token *token, bool escape)
{
	const char *text = show_token(token);

	if (is_literal(token)) {
		size_t head = strcspn(text, "\"'") + 1;

		put_bytes(out, text, head, escape);
		put_bytes(out, token->string->data, token->string->length - 1,
			  escape);
		put_bytes(out, text + head - 1, 1, escape);
	} else if (token_type(token) == TOKEN_ERROR) {
		char byte = token->special;

		put_bytes(out, &byte, 1, escape);
	} else {
		put_bytes(out, text, strlen(text), escape);
	}
}

static bool is_stray_backslash(const struct token *token)
{
	return token_type(token) == TOKEN_ERROR && token->special == '\\';
}

/* Before the first token of a line: a newline, then a tab a column, <= 3. */
static void put_line_start(FILE *out, unsigned int column)
{
	fprintf(out, "%.*s", column < 4 ? (int)column : 4, "\n\t\t\t");
}

static void put_separator(FILE *out, const struct token *token)
{
	if (token->pos.newline)
		put_line_start(out, token->pos.pos);
	else if (token->pos.whitespace)
		putc(' ', out);
}

/*
 * `sparse -E` layout: the first token of a file gets no separator, and the
 * end, counted as a line start at its column, is followed by a newline.
 * For a re-read (@raw) the NUL bytes are kept, and a stray backslash
 * before a newline gets a space, lest it become a splice.
 */
static void print_tokens(FILE *out, const struct token *token, bool raw)
{
	const struct token *first = token->next;

	for (token = first; token_type(token) != TOKEN_STREAMEND;
	     token = token->next) {
		if (token != first)
			put_separator(out, token);
		if (raw)
			put_spelling(out, token, false);
		else
			fputs(show_token(token), out);
		if (raw && is_stray_backslash(token) &&
		    (token->next->pos.newline ||
		     token_type(token->next) == TOKEN_STREAMEND))
			putc(' ', out);
	}
	put_line_start(out, token->pos.pos);
	putc('\n', out);
}

static void print_token_lines(const struct token *token)
{
	for (token = token->next; token_type(token) != TOKEN_STREAMEND;
	     token = token->next) {
		printf("%u:%u %s ", token->pos.line, token->pos.pos,
		       show_type(token));
		put_spelling(stdout, token, true);
		putchar('\n');
	}
}

/*
 * Same type and spelling, digraphs included, both first on a line or
 * both after white space.
 */
static bool same_token_and_spacing(const struct token *a,
				   const struct token *b)
{
	if (token_type(a) != token_type(b) || a->pos.newline != b->pos.newline)
		return false;
	if (!a->pos.newline && a->pos.whitespace != b->pos.whitespace)
		return false;
	if (token_type(a) == TOKEN_STREAMEND)
		return true;
	if (token_type(a) == TOKEN_SPECIAL || token_type(a) == TOKEN_ERROR)
		return same_token(a, b) && a->digraph == b->digraph;
	return same_token(a, b);
}

static const char *show_flags(const struct token *token)
{
	if (token->pos.newline)
		return "newline ";
	return token->pos.whitespace ? "space " : "";
}

static void show_difference(const char *file, const struct token *a,
			    const struct token *b)
{
	printf("%s:%u:%u: round trip: %s%s %s became %s%s %s\n", file,
	       a->pos.line, a->pos.pos, show_flags(a), show_type(a),
	       show_token(a), show_flags(b), show_type(b), show_token(b));
}

static int roundtrip(const char *file, const struct token *first)
{
	const struct token *second;
	char *text = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&text, &len);

	if (!out)
		die("open_memstream failed");
	putc('\n', out);
	print_tokens(out, first, true);
	fclose(out);
	second = tokenize_buffer(text, len, NULL);
	free(text);
	for (;;) {
		first = first->next;
		second = second->next;
		if (!same_token_and_spacing(first, second)) {
			show_difference(file, first, second);
			return 1;
		}
		if (token_type(first) == TOKEN_STREAMEND)
			return 0;
	}
}

static int open_input(const char *file)
{
	int fd;

	if (!strcmp(file, "-"))
		return STDIN_FILENO;
	fd = open(file, O_RDONLY);
	if (fd < 0)
		die("No such file: %s", file);
	return fd;
}

/* Our own options, the last one wins; the rest is for handle_options(). */
static enum mode take_mode(int *argc, char **argv)
{
	int mode = MODE_PREPROCESSED;
	const struct tool_option options[] = {
		{ "-T", TOOL_FLAG, .flag = &mode, .value = MODE_TOKENS },
		{ "--tokens", TOOL_FLAG, .flag = &mode, .value = MODE_TOKENS },
		{ "--roundtrip", TOOL_FLAG, .flag = &mode,
		  .value = MODE_ROUNDTRIP },
		{ .name = NULL },
	};

	take_tool_options(argc, argv, options);
	return mode;
}

int main(int argc, char **argv)
{
	struct string_list *filelist = NULL;
	int status = 0;
	enum mode mode;
	char *file;

	exit_on_help(argc, argv, usage);
	mode = take_mode(&argc, argv);
	handle_options(argc, argv, &filelist);
	if (mode == MODE_PREPROCESSED)
		putchar('\n');		/* as sparse -E, once */
	FOR_EACH_PTR(filelist, file) {
		struct token *tokens;

		tokens = tokenize(NULL, file, open_input(file), NULL, NULL);
		if (mode == MODE_TOKENS)
			print_token_lines(tokens);
		else if (mode == MODE_ROUNDTRIP)
			status |= roundtrip(file, tokens);
		else
			print_tokens(stdout, tokens, false);
		clear_token_alloc();
		clear_string_alloc();
	} END_FOR_EACH_PTR(file);
	return status;
}
