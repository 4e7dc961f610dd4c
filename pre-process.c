// SPDX-License-Identifier: MIT
/*
 * pre-process.c — translation phase 4: directives and macro replacement.
 *
 * Takes the token list of a stream (tokenize.c) and walks it once, in
 * place: a directive line is cut out and obeyed, #include tokenizes the
 * file and splices its tokens in where the line was, a macro invocation is
 * replaced by its expansion, which is then scanned again where it stands.
 * Gives the list of the tokens that remain, ready for the parser.
 *
 * State: macros hang off their identifiers (ident->macro); the include
 * path and the cache of failed opens (include-path.c); the rest is in two
 * structs below, `run` for the whole run and `file`, the walk's, for the
 * file being read.  The preamble's macros are protected, a file's are
 * dropped at its end.
 * Nothing recurses as deep as the input says: the walk is a loop, only the
 * expansion of nested macro arguments and #if sub-expressions recurse, and
 * both have a limit.
 */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "lib.h"
#include "preprocess.h"
#include "symbol.h"
#include "token.h"

ALLOCATOR(macro, "macros");


/* Limits: each gives a diagnostic instead of exhausting the stack. */
#define MAX_INCLUDE_DEPTH 200	/* as gcc */
#define MAX_ARG_NESTING 1000	/* macro calls inside macro arguments */
#define MAX_PARAMS 1023

const char *base_filename = "command-line";

/* "defined": pre-process-expr.c reads it too. */
struct ident *ident_defined;

// State: one for the run, one for the file being read

struct cond;

/*
 * What lasts from init_preprocessor() to the end: the identifiers the
 * preprocessor looks for, the -dM order, and the list of the macros to
 * unbind at the end of each file.
 */
static struct run_state {
	struct ident *ident_va_args;	/* __VA_ARGS__ */
	struct ident *ident_va_opt;	/* __VA_OPT__ */
	struct ident *ident_once;	/* of #pragma once */
	struct ident *ident_pragma_name;	/* __pragma__, other pragmas */
	struct ident *ident_has_include;	/* __has_include */
	struct ident *ident_has_include_next;	/* __has_include_next */
	struct ident **dump_list;	/* -dM's names, repeats too, in order */
	int dump_count;			/* in dump_list */
	int dump_size;			/* dump_list's room */
	int dump_preamble_count;	/* of them, the preamble's */
	struct macro **file_macros;	/* bound since the preamble, in order */
	int file_macro_count;		/* in file_macros: this file's */
	int file_macro_size;		/* file_macros' room */
	bool in_preamble;		/* macros made now live for the run */
	int counter;			/* __COUNTER__: from 0 in each file */
	char date_text[32];		/* __DATE__, at init_preprocessor() */
	char time_text[32];		/* __TIME__, the same */
} run = { .in_preamble = true };

/*
 * What the walk knows of the file being read (the preamble counts as the
 * first file's): back to all zeros at its end.
 */
static struct file_state {
	struct cond *cond_top;		/* innermost open #if*, or NULL */
	int false_nesting;		/* #if*s inside a skipped group */
	bool skipping;			/* in a group not included */
	int open_expansions;		/* TOKEN_UNTAINT not yet passed */
	struct position invocation_pos;	/* the outermost macro name */
	int arg_nesting;		/* macro arguments being expanded */
	struct token *directive_rest;	/* after the directive being obeyed */
	unsigned long expansion_tokens;	/* tokens made in this file */
	unsigned long expansion_work;	/* tokens substituted, this file */
	bool expansion_limit_reported;	/* a file limit's error is out */
	unsigned long invocation_start;	/* expansion_tokens at its name */
	struct ident *invocation_macro;	/* the outermost invocation's name */
	struct position invocation_macro_pos;	/* and where it is */
	bool invocation_limit_reported;	/* its limit's warning is out */
} file;

// Tokens

/*
 * Expansion can grow exponentially (#define X1 X0 X0, #define X2 X1 X1,
 * ...): past this many tokens made in one file, macros stay unexpanded,
 * with one error, rather than eating all memory.  Real files make a few
 * million at most.
 */
#ifndef EXPANSION_TOKEN_LIMIT		/* fuzz/ builds lower them */
#define EXPANSION_TOKEN_LIMIT (1UL << 24)
#endif

/*
 * A macro call nested in the argument of another hands its result up, to
 * be walked again: F(F(F(...F(x)...))) walks x as often as F nests.  Past
 * this many tokens walked so in a file (the kernel's worst is under 2
 * million), expansion stops as past the limit above.
 */
#ifndef EXPANSION_WORK_LIMIT
#define EXPANSION_WORK_LIMIT (1UL << 27)
#endif

/*
 * One invocation (a macro name outside any expansion, with all that its
 * arguments and its result expand to) that makes more than this many
 * tokens gets one warning naming it, and stops there: the macros it
 * meets next stay as they are, the bodies being filled are cut.  A
 * kernel line once expanded num_possible_cpus() 28,968 times and took
 * gigabytes.  The biggest of the kernel's checked files stay far below.
 */
#ifndef INVOCATION_TOKEN_LIMIT
#define INVOCATION_TOKEN_LIMIT (1UL << 22)
#endif

/* Tokens made since the name of the outermost invocation. */
static unsigned long invocation_tokens(void)
{
	return file.expansion_tokens - file.invocation_start;
}

static struct token *copy_token(const struct token *from)
{
	struct token *token = __alloc_token(0);

	file.expansion_tokens++;
	*token = *from;
	token->next = &eof_token_entry;
	return token;
}

/*
 * @token goes where @at is, a line start no more (white space instead).
 * The position is one word, read and written whole: set field by field,
 * a narrow store is read back by a wide load, which the CPU cannot
 * forward (a quarter of expand_one()'s time on kernel files).
 */
static inline void moved_to(struct token *token, const struct position *at)
{
	struct position pos = token->pos;

	pos.stream = at->stream;
	pos.line = at->line;
	pos.pos = at->pos;
	if (pos.newline) {
		pos.newline = 0;
		pos.whitespace = 1;
	}
	token->pos = pos;
}

/* A copy of the list @list up to its end token; *@tailp gets the last link. */
static struct token *copy_list(struct token *list, struct token ***tailp)
{
	struct token *head = &eof_token_entry, **tail = &head;

	for (; !eof_token(list); list = list->next) {
		struct token *token;

		if (file.expansion_tokens > EXPANSION_TOKEN_LIMIT ||
		    invocation_tokens() > INVOCATION_TOKEN_LIMIT)
			break;		/* cut: a limit's message says so */
		token = copy_token(list);
		*tail = token;
		tail = &token->next;
	}
	*tail = &eof_token_entry;
	if (tailp)
		*tailp = tail;
	return head;
}

static void free_list(struct token *list)
{
	while (!eof_token(list)) {
		struct token *next = list->next;

		__free_token(list);
		list = next;
	}
}

static struct token *new_token(struct position pos, enum token_type type)
{
	struct token *token = __alloc_token(0);

	file.expansion_tokens++;
	pos.type = type;
	token->pos = pos;
	token->next = &eof_token_entry;
	return token;
}

static struct string *make_string(const char *data, size_t len)
{
	struct string *string = __alloc_string(len + 1);

	string->length = len + 1;
	memcpy(string->data, data, len);
	string->data[len] = '\0';
	return string;
}

static struct token *number_token(struct position pos, const char *text)
{
	struct token *token = new_token(pos, TOKEN_NUMBER);

	token->number = make_string(text, strlen(text))->data;
	return token;
}

static struct token *string_token(struct position pos, const char *text,
				  size_t len)
{
	struct token *token = new_token(pos, TOKEN_STRING);

	token->string = make_string(text, len);
	return token;
}

/* A growing text buffer, for spellings built from tokens. */
struct text {
	char *data;
	size_t len, size;
};

static void text_add(struct text *text, const char *s, size_t len)
{
	if (text->len + len + 1 > text->size) {
		text->size = 2 * (text->len + len + 1) + 64;
		text->data = realloc(text->data, text->size);
		if (!text->data)
			die("out of memory");
	}
	memcpy(text->data + text->len, s, len);
	text->len += len;
	text->data[text->len] = '\0';
}

static void text_str(struct text *text, const char *s)
{
	text_add(text, s, strlen(s));
}

/* Tokens spelled with one space where white space was: for messages. */
static void spell_list(struct text *text, const struct token *list)
{
	const struct token *token;

	for (token = list; !eof_token(token); token = token->next) {
		if (token != list &&
		    (token->pos.whitespace || token->pos.newline))
			text_str(text, " ");
		text_str(text, show_token(token));
	}
	if (!text->data)
		text_add(text, "", 0);
}

char *show_token_list(const struct token *list)
{
	struct text text = { 0 };

	spell_list(&text, list);
	return text.data;
}

// Macros: bound to identifiers, listed in definition order for -dM

static void add_to_dump(struct ident *name)
{
	if (run.dump_count == run.dump_size) {
		run.dump_size = run.dump_size * 2 + 256;
		run.dump_list = realloc(run.dump_list,
					run.dump_size * sizeof(*run.dump_list));
		if (!run.dump_list)
			die("out of memory");
	}
	run.dump_list[run.dump_count++] = name;
}

static void remember_file_macro(struct macro *macro)
{
	if (run.file_macro_count == run.file_macro_size) {
		run.file_macro_size = run.file_macro_size * 2 + 64;
		run.file_macros = realloc(run.file_macros, run.file_macro_size *
					  sizeof(*run.file_macros));
		if (!run.file_macros)
			die("out of memory");
	}
	run.file_macros[run.file_macro_count++] = macro;
}

/*
 * Sparse's macros are symbols: a new name takes one, in the file or
 * from the command line (-D, an -include file), not a predefined one
 * (at line 0 of the preamble: those are before the file's symbols).
 */
static void new_macro_symbol(struct position pos)
{
	if (!run.in_preamble || pos.line != 0)
		skip_symbol_slot();
}

/* A new binding for @name in the current scope, over whatever was there. */
static struct macro *bind_macro(struct ident *name, int nparams)
{
	size_t extra = nparams > 0 ? nparams * sizeof(struct ident *) : 0;
	struct macro *macro = __alloc_macro(extra);

	macro->name = name;
	macro->nparams = nparams;
	macro->shadowed = name->macro;
	macro->file_scope = !run.in_preamble;
	name->macro = macro;
	if (!run.in_preamble)
		remember_file_macro(macro);
	return macro;
}

/*
 * Macro bodies live in a pool of their own: the lines they are cut from
 * are the file's tokens, which the parser gives back as it reads past
 * them (tokenize.c), while a macro stays to the end of the file.
 */
static struct allocator body_allocator = {
	.name = "macro bodies",
	.size = sizeof(struct token),
	.alignment = _Alignof(struct token),
};

/* @body moved to the pool of bodies: its tokens are freed. */
/*
 * The tokens from @token up to @end (not included) go back to the pool:
 * a directive's line once obeyed (the '#' and a #define's head), which
 * would otherwise stay for the whole file, 100,000 tokens on a kernel file.
 */
static void drop_tokens(struct token *token, const struct token *end)
{
	while (token != end && !eof_token(token)) {
		struct token *next = token->next;

		__free_token(token);
		token = next;
	}
}

static struct token *keep_body(struct token *body)
{
	struct token *head = &eof_token_entry, **tail = &head;

	while (!eof_token(body)) {
		struct token *next = body->next;
		struct token *token = allocate_fixed(&body_allocator,
						     sizeof(*token));

		*token = *body;
		*tail = token;
		tail = &token->next;
		__free_token(body);
		body = next;
	}
	*tail = body;
	return head;
}

void preprocess_end_preamble(void)
{
	run.in_preamble = false;
	run.counter = 0;	/* as sparse: -include's count apart */
	run.dump_preamble_count = run.dump_count;
	include_path_end_preamble();
	protect_macro_alloc();
	protect_allocator(&body_allocator);
}

void for_each_file_macro(void (*fn)(struct macro *macro, void *data),
			 void *data)
{
	int i;

	for (i = 0; i < run.file_macro_count; i++)
		fn(run.file_macros[i], data);
}

static void reset_file_state(void);

void preprocess_end_file(void)
{
	int i;

	reset_file_state();
	run.counter = 0;
	for (i = run.file_macro_count; i-- > 0;)
		run.file_macros[i]->name->macro = run.file_macros[i]->shadowed;
	run.file_macro_count = 0;
	run.dump_count = run.dump_preamble_count;
	include_path_end_file();
	clear_macro_alloc();
	clear_allocator(&body_allocator);
}

// Built-in macros

struct builtin_macro {
	const char *name;
	macro_builtin handler;
	bool function_like;
};

/* The scan passed a TOKEN_UNTAINT: its macro may expand again. */
/*
 * The untaint @marker is reached: its macro may expand again.  The marker
 * leaves the list and is freed; returns the token after it.
 */
static struct token *end_expansion(struct token *marker)
{
	struct token *next = marker->next;

	marker->ident->tainted = 0;
	file.open_expansions--;
	__free_token(marker);
	return next;
}

/* A '#' first on its line, not made by an expansion, starts a directive. */
static bool starts_directive(const struct token *token)
{
	return token->special == '#' && token->pos.newline &&
	       !token->pos.noexpand;
}

/* Replace the built-in's name at *@where by @token, with its spacing. */
static int replace_name(struct token **where, struct token *token)
{
	struct token *name = *where;

	token->pos.newline = name->pos.newline;
	token->pos.whitespace = name->pos.whitespace;
	token->next = name->next;
	*where = token;
	return 1;
}

static int expand_line(struct token **where, struct macro *macro)
{
	char text[16];

	snprintf(text, sizeof(text), "%u", file.invocation_pos.line);
	return replace_name(where, number_token((*where)->pos, text));
}

static int expand_counter(struct token **where, struct macro *macro)
{
	char text[16];

	snprintf(text, sizeof(text), "%d", run.counter++);
	return replace_name(where, number_token((*where)->pos, text));
}

static int expand_include_level(struct token **where, struct macro *macro)
{
	char text[16];
	int level = input_streams[file.invocation_pos.stream].include_level;

	snprintf(text, sizeof(text), "%d", level > 0 ? level : 0);
	return replace_name(where, number_token((*where)->pos, text));
}

/* A C string literal's body for @s: \ and " escaped. */
static struct token *quoted_name(struct position pos, const char *s)
{
	struct text text = { 0 };
	struct token *token;

	text_add(&text, "", 0);
	for (; *s; s++) {
		if (*s == '\\' || *s == '"')
			text_add(&text, "\\", 1);
		text_add(&text, s, 1);
	}
	token = string_token(pos, text.data, text.len);
	free(text.data);
	return token;
}

static int expand_file(struct token **where, struct macro *macro)
{
	return replace_name(where, quoted_name((*where)->pos,
				stream_name(file.invocation_pos.stream)));
}

static int expand_base_file(struct token **where, struct macro *macro)
{
	return replace_name(where, quoted_name((*where)->pos, base_filename));
}

static int expand_date(struct token **where, struct macro *macro)
{
	return replace_name(where, string_token((*where)->pos, run.date_text,
						strlen(run.date_text)));
}

static int expand_time(struct token **where, struct macro *macro)
{
	return replace_name(where, string_token((*where)->pos, run.time_text,
						strlen(run.time_text)));
}

/*
 * NAME ( identifier ): the identifier, with *@after the token after the
 * ')'; NULL when the form is not there.
 */
static struct token *simple_argument(struct token *name, struct token **after)
{
	struct token *open = name->next, *arg, *close;

	if (!match_op(open, '('))
		return NULL;
	arg = open->next;
	close = arg->next;
	if (token_type(arg) != TOKEN_IDENT || !match_op(close, ')')) {
		sparse_error(open->pos, "identifier expected");
		return NULL;
	}
	*after = close->next;
	return arg;
}

static int name_in(const char *name, const char *const *table, size_t n);
static bool has_attribute(const char *name);
static bool has_builtin(const char *name);

/* __has_attribute(x) and the like: 1 or 0 where it stands. */
static int expand_has(struct token **where, struct macro *macro)
{
	struct token *name = *where, *after, *arg;
	const char *which = macro->name->name;
	bool answer = false;

	arg = simple_argument(name, &after);
	if (!arg)
		return 0;
	if (!strcmp(which, "__has_attribute"))
		answer = has_attribute(arg->ident->name);
	else if (!strcmp(which, "__has_builtin"))
		answer = has_builtin(arg->ident->name);
	name->next = after;
	return replace_name(where, number_token(name->pos, answer ? "1" : "0"));
}

static bool has_include(struct token *name, struct token **after, bool next);

static int expand_has_include(struct token **where, struct macro *macro)
{
	struct token *name = *where, *after;
	bool found = has_include(name, &after, macro->name ==
				 run.ident_has_include_next);

	name->next = after;
	return replace_name(where, number_token(name->pos, found ? "1" : "0"));
}

static const struct builtin_macro builtin_macros[] = {
	{ "__LINE__", expand_line, false },
	{ "__FILE__", expand_file, false },
	{ "__BASE_FILE__", expand_base_file, false },
	{ "__COUNTER__", expand_counter, false },
	{ "__INCLUDE_LEVEL__", expand_include_level, false },
	{ "__DATE__", expand_date, false },
	{ "__TIME__", expand_time, false },
	{ "__has_attribute", expand_has, true },
	{ "__has_builtin", expand_has, true },
	{ "__has_feature", expand_has, true },
	{ "__has_extension", expand_has, true },
	{ "__has_c_attribute", expand_has, true },
	{ "__has_include", expand_has_include, true },
	{ "__has_include_next", expand_has_include, true },
};

static void init_dates(void)
{
	static const char months[12][4] = {
		"Jan", "Feb", "Mar", "Apr", "May", "Jun",
		"Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
	};
	time_t now = time(NULL);
	struct tm *tm = localtime(&now);

	if (!tm) {
		strcpy(run.date_text, "??? ?? ????");
		strcpy(run.time_text, "??:??:??");
		return;
	}
	snprintf(run.date_text, sizeof(run.date_text), "%s %2d %d",
		 months[tm->tm_mon], tm->tm_mday, tm->tm_year + 1900);
	snprintf(run.time_text, sizeof(run.time_text), "%02d:%02d:%02d",
		 tm->tm_hour, tm->tm_min, tm->tm_sec);
}

static void init_builtin_macros(void)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(builtin_macros); i++) {
		struct ident *name = built_in_ident(builtin_macros[i].name);
		struct macro *macro = bind_macro(name, -1);

		macro->builtin = builtin_macros[i].handler;
		macro->attr = MACRO_STRONG;
	}
	init_dates();
}

// Conditional inclusion (6.10.2)

struct cond {
	struct cond *up;
	struct position pos;		/* the directive's name */
	int stream;
	bool taken;			/* a group was included */
	bool seen_else;
	bool guard;			/* the #ifndef of an include guard */
};

static void push_cond(struct token *name, int stream, bool value)
{
	struct cond *cond = xmalloc(sizeof(*cond));

	cond->up = file.cond_top;
	cond->pos = name->pos;
	cond->stream = stream;
	cond->taken = value;
	cond->seen_else = false;
	cond->guard = false;
	file.cond_top = cond;
	file.skipping = !value;
}

static void pop_cond(void)
{
	struct cond *cond = file.cond_top;

	file.cond_top = cond->up;
	free(cond);
	file.skipping = false;
}

/*
 * The walk's state, back to that of a new file.  Conditionals are left
 * open, and expansions unfinished, only after an error_die() a fuzzer
 * caught (fuzz/) in the middle of a file; the rest is counters.
 */
static void reset_file_state(void)
{
	while (file.cond_top)
		pop_cond();
	file = (struct file_state){ 0 };
}

// Include guards

static void guard_saw_token(struct stream *stream)
{
	if (stream->constant == GUARD_UNSEEN ||
	    stream->constant == GUARD_AFTER)
		stream->constant = GUARD_NONE;
}

static void end_of_stream(struct token *end)
{
	struct stream *stream = &input_streams[end->pos.stream];

	while (file.cond_top && file.cond_top->stream == (int)end->pos.stream) {
		sparse_error(file.cond_top->pos,
			     "unterminated preprocessor conditional");
		pop_cond();
		file.false_nesting = 0;
	}
	stream->constant = stream->constant == GUARD_AFTER ? GUARD_YES :
			   GUARD_NONE;
}

// Directives: the line, and the table of handlers

struct directive_line {
	struct token *hash;		/* the '#' */
	struct token *name;		/* the directive's name */
	struct token *args;		/* after the name, to the end */
	struct token **where;		/* the list goes on at *where */
	int stream;
};

/*
 * Cut the line of the '#' at *@where out of the list: the list goes on
 * after it.  The line ends with the end token.
 */
static struct token *cut_line(struct token **where)
{
	struct token *hash = *where, *first = hash->next, *last = NULL;
	struct token *token = first;

	while (!token->pos.newline && !eof_token(token) &&
	       token_type(token) != TOKEN_STREAMEND) {
		last = token;
		token = token->next;
	}
	*where = token;
	if (!last)
		return &eof_token_entry;
	last->next = &eof_token_entry;
	return first;
}

static bool expand_one(struct token **where);
static void expand_tokens(struct token **where);

/* #define ... : the line after the name */
static void handle_define(struct directive_line *line);
static void handle_weak_define(struct directive_line *line);
static void handle_strong_define(struct directive_line *line);
static void handle_undef(struct directive_line *line);
static void handle_include(struct directive_line *line);
static void handle_include_next(struct directive_line *line);
static void handle_if(struct directive_line *line);
static void handle_ifdef(struct directive_line *line);
static void handle_ifndef(struct directive_line *line);
static void handle_elif(struct directive_line *line);
static void handle_elifdef(struct directive_line *line);
static void handle_elifndef(struct directive_line *line);
static void handle_else(struct directive_line *line);
static void handle_endif(struct directive_line *line);
static void handle_line(struct directive_line *line);
static void handle_error(struct directive_line *line);
static void handle_warning(struct directive_line *line);
static void handle_pragma(struct directive_line *line);
static void handle_ident(struct directive_line *line);

struct directive {
	const char *name;
	void (*handler)(struct directive_line *line);
	bool conditional;	/* obeyed in a skipped group too */
};

static const struct directive directives[] = {
	{ "define", handle_define, false },
	{ "undef", handle_undef, false },
	{ "include", handle_include, false },
	{ "ifdef", handle_ifdef, true },
	{ "ifndef", handle_ifndef, true },
	{ "if", handle_if, true },
	{ "endif", handle_endif, true },
	{ "else", handle_else, true },
	{ "elif", handle_elif, true },
	{ "elifdef", handle_elifdef, true },
	{ "elifndef", handle_elifndef, true },
	{ "include_next", handle_include_next, false },
	{ "pragma", handle_pragma, false },
	{ "line", handle_line, false },
	{ "error", handle_error, false },
	{ "warning", handle_warning, false },
	{ "ident", handle_ident, false },
	{ "weak_define", handle_weak_define, false },
	{ "strong_define", handle_strong_define, false },
	{ "argv_include", handle_include, false },
};

/* ORDER: the identifiers of directives[], by index. */
static struct ident *directive_idents[ARRAY_SIZE(directives)];

static const struct directive *find_directive(const struct token *name)
{
	size_t i;

	if (token_type(name) != TOKEN_IDENT)
		return NULL;
	for (i = 0; i < ARRAY_SIZE(directives); i++)
		if (directive_idents[i] == name->ident)
			return &directives[i];
	return NULL;
}

/* A directive other than a guard's #ifndef/#endif ends a guard's hope. */
/* The X of "#ifndef X", "#if !defined X" or "#if !defined(X)", or NULL. */
static struct ident *guard_macro(const struct directive *directive,
				 const struct token *args)
{
	const struct token *name;

	if (!directive)
		return NULL;
	if (directive->handler == handle_ifndef)
		name = args;
	else if (directive->handler == handle_if && match_op(args, '!') &&
		 match_ident(args->next, ident_defined))
		name = args->next->next;
	else
		return NULL;
	if (match_op(name, '(')) {
		if (!match_op(name->next->next, ')') ||
		    !eof_token(name->next->next->next))
			return NULL;
		name = name->next;
	} else if (!eof_token(name->next)) {
		return NULL;
	}
	return token_type(name) == TOKEN_IDENT ? name->ident : NULL;
}

static void guard_saw_directive(struct stream *stream,
				const struct directive *directive,
				const struct token *args)
{
	switch (stream->constant) {
	case GUARD_UNSEEN:
		stream->protect = guard_macro(directive, args);
		stream->constant = stream->protect ? GUARD_INSIDE : GUARD_NONE;
		return;
	case GUARD_AFTER:
		stream->constant = GUARD_NONE;
		return;
	default:
		return;
	}
}

static void unrecognized(struct directive_line *line)
{
	struct text text = { 0 };

	if (token_type(line->name) == TOKEN_NUMBER)
		return;		/* # 33 "file": a line marker */
	spell_list(&text, line->name);
	sparse_error(line->name->pos, "unrecognized preprocessor line '%s'",
		     text.data);
	free(text.data);
}

struct position preprocessor_end_position(void)
{
	struct token *token = file.directive_rest;

	while (!eof_token(token) && token_type(token) != TOKEN_STREAMEND)
		token = token->next;
	return token->pos;
}

/* The '#' at *@where starts a directive: obey it, drop its line. */
static void handle_directive(struct token **where, bool in_arguments)
{
	struct directive_line line;
	const struct directive *directive;
	struct stream *stream;

	line.hash = *where;
	line.stream = line.hash->pos.stream;
	line.name = cut_line(where);
	line.where = where;
	file.directive_rest = *where;
	if (eof_token(line.name)) {
		__free_token(line.hash);
		return;			/* the null directive */
	}
	line.args = line.name->next;
	directive = find_directive(line.name);
	if (file.skipping && !(directive && directive->conditional)) {
		drop_tokens(line.name, NULL);
		__free_token(line.hash);
		return;
	}
	stream = &input_streams[line.stream];
	if (!file.skipping)
		guard_saw_directive(stream, directive, line.args);
	if (!file.open_expansions)
		file.invocation_pos = line.name->pos;
	/* as sparse: all but the conditionals, unknown ones too */
	if (in_arguments && !(directive && directive->conditional))
		warning(line.hash->pos, "directive in macro's argument list");
	if (!directive) {
		unrecognized(&line);
		return;
	}
	directive->handler(&line);
	__free_token(line.hash);
}

// #define and #undef (6.10.4, 6.10.5)

/*
 * Parameters: '(' [identifier {',' identifier}] [',' '...'] ')', or
 * '(' '...' ')', or GNU's '(' ... identifier '...' ')'.  Returns the token
 * after the ')', or NULL after a diagnostic.
 */
static struct token *parse_params(struct token *open, struct ident **names,
				  int *count, bool *variadic, bool *named)
{
	struct token *token = open->next, *last = open;

	*count = 0;
	if (match_op(token, ')'))
		return token->next;
	for (;;) {
		if (match_op(token, SPECIAL_ELLIPSIS)) {
			names[(*count)++] = run.ident_va_args;
			*variadic = true;
			last = token;
			token = token->next;
			break;
		}
		if (token_type(token) != TOKEN_IDENT) {
			if (match_op(token, ',') || match_op(token, ')')) {
				if (match_op(token, ','))
					goto missing;
			}
			if (eof_token(token))
				goto unclosed;
			sparse_error(token->pos,
				     "\"%s\" may not appear in macro parameter list",
				     show_token(token));
			return NULL;
		}
		if (token->ident == run.ident_va_args) {
			sparse_error(token->pos,
				     "__VA_ARGS__ can only appear in the expansion of a C99 variadic macro");
			return NULL;
		}
		if (*count >= MAX_PARAMS) {
			sparse_error(token->pos,
				     "too many arguments in macro definition");
			return NULL;
		}
		names[(*count)++] = token->ident;
		last = token;
		token = token->next;
		if (match_op(token, SPECIAL_ELLIPSIS)) {
			*variadic = *named = true;
			last = token;
			token = token->next;
			break;
		}
		if (!match_op(token, ','))
			break;
		last = token;
		token = token->next;
	}
	if (match_op(token, ')'))
		return token->next;
	if (!eof_token(token) && !*variadic) {
		sparse_error(token->pos,
			     "\"%s\" may not appear in macro parameter list",
			     show_token(token));
		return NULL;
	}
unclosed:
	sparse_error(last->pos, "missing ')' in macro parameter list");
	return NULL;
missing:
	sparse_error(token->pos, "parameter name missing");
	return NULL;
}

static int param_index(const struct macro *macro, const struct ident *ident)
{
	int i;

	if (macro->nparams <= 0)
		return -1;
	if (ident == run.ident_va_args && !macro->named_variadic &&
	    macro->variadic)
		return macro->nparams - 1;
	for (i = 0; i < macro->nparams; i++)
		if (macro->params[i] == ident && ident != run.ident_va_args)
			return i;
	return -1;
}

static bool is_concat(const struct token *token)
{
	return match_op(token, SPECIAL_HASHHASH);
}

/*
 * The body: a parameter becomes TOKEN_MACRO_ARGUMENT (argnum), or
 * TOKEN_QUOTED_ARGUMENT beside a ## (not expanded first), or after '#'
 * TOKEN_STR_ARGUMENT; ## becomes TOKEN_CONCAT.  Returns false after a
 * diagnostic.
 */
static bool parse_body(struct macro *macro, struct token *body)
{
	struct token *token, *prev = NULL;
	bool function_like = macro->nparams >= 0;
	int va_opt_depth = 0, paren = 0;

	if (is_concat(body)) {
		sparse_error(body->pos,
			     "'##' cannot appear at the ends of macro expansion");
		return false;
	}
	for (token = body; !eof_token(token);
	     prev = token, token = token->next) {
		int arg;

		if (is_concat(token)) {
			if (eof_token(token->next) ||
			    (va_opt_depth && paren == 0 &&
			     match_op(token->next, ')'))) {
				sparse_error(token->pos,
					     "'##' cannot appear at the ends of macro expansion");
				return false;
			}
			token->pos.type = TOKEN_CONCAT;
			if (prev && token_type(prev) == TOKEN_MACRO_ARGUMENT)
				prev->pos.type = TOKEN_QUOTED_ARGUMENT;
			continue;
		}
		if (function_like && match_op(token, '#')) {
			struct token *next = token->next;

			arg = token_type(next) == TOKEN_IDENT ?
			      param_index(macro, next->ident) : -1;
			if (arg < 0) {
				sparse_error(token->pos,
					     "'#' is not followed by a macro parameter");
				return false;
			}
			/* '#' and its parameter become one token */
			next->pos.type = TOKEN_STR_ARGUMENT;
			next->argnum = arg;
			next->pos.whitespace = token->pos.whitespace;
			*token = *next;
			continue;
		}
		if (va_opt_depth && match_op(token, '('))
			paren++;
		if (va_opt_depth && match_op(token, ')')) {
			if (!paren--) {
				token->pos.type = TOKEN_VA_OPT_END;
				va_opt_depth = 0;
				paren = 0;
				continue;
			}
		}
		if (token_type(token) != TOKEN_IDENT)
			continue;
		if (macro->variadic && token->ident == run.ident_va_opt &&
		    !va_opt_depth && match_op(token->next, '(')) {
			struct token *open = token->next;

			token->pos.type = TOKEN_VA_OPT;
			token->next = open->next;
			va_opt_depth = 1;
			paren = 0;
			macro->uses_va_opt = 1;
			continue;
		}
		arg = param_index(macro, token->ident);
		if (arg < 0)
			continue;
		token->pos.type = prev && token_type(prev) == TOKEN_CONCAT ?
				  TOKEN_QUOTED_ARGUMENT : TOKEN_MACRO_ARGUMENT;
		token->argnum = arg;
	}
	return true;
}

/* Same parameters, same tokens: white space does not count, as in sparse. */
static bool same_definition(const struct macro *a, const struct macro *b)
{
	const struct token *x = a->expansion, *y = b->expansion;
	int i;

	if (a->nparams != b->nparams || a->variadic != b->variadic)
		return false;
	for (i = 0; i < a->nparams; i++)
		if (a->params[i] != b->params[i])
			return false;
	for (; !eof_token(x) && !eof_token(y); x = x->next, y = y->next)
		if (!same_token(x, y))
			return false;
	return eof_token(x) && eof_token(y);
}

/* @macro, not a built-in, is of the scope macros are made in now. */
static bool bound_here(const struct macro *macro)
{
	return macro->file_scope == !run.in_preamble && !macro->builtin;
}

/*
 * Bind a parsed definition (@new, not yet bound) to its name.  A weak
 * definition of a defined name is dropped; a different redefinition of a
 * macro that is not weak is warned about.  The binding of the current
 * scope is reused, so that the name keeps its -dM slot.
 */
static void install_macro(struct macro *new)
{
	struct ident *name = new->name;
	struct macro *old = name->macro;
	struct macro *macro;

	if (old && !old->undefined) {
		if (new->attr == MACRO_WEAK)
			return;
		if (!old->builtin && same_definition(old, new))
			return;		/* the first spelling stays */
		if (old->builtin || old->attr != MACRO_WEAK) {
			warning(new->pos, "preprocessor token %.*s redefined",
				name->len, name->name);
			info(old->pos, "this was the original definition");
		}
	}
	if (old && bound_here(old) && old->nparams == new->nparams) {
		macro = old;
	} else if (old && bound_here(old)) {
		/* the slot stays, the binding is made anew for its params */
		macro = bind_macro(name, new->nparams);
		macro->shadowed = old->shadowed;
	} else {
		macro = bind_macro(name, new->nparams);
		add_to_dump(name);
		new_macro_symbol(new->pos);
	}
	if (macro != old)
		macro->pos = new->pos;	/* the first one stays named */
	macro->expansion = new->expansion;
	macro->attr = new->attr;
	macro->variadic = new->variadic;
	macro->named_variadic = new->named_variadic;
	macro->uses_va_opt = new->uses_va_opt;
	macro->undefined = 0;
	macro->builtin = NULL;
	if (new->nparams > 0)
		memcpy(macro->params, new->params,
		       new->nparams * sizeof(*new->params));
}

static void define_macro(struct directive_line *line, enum macro_attr attr)
{
	struct token *name = line->args, *body;
	struct ident *params[MAX_PARAMS + 1];
	bool variadic = false, named = false;
	int nparams = -1;
	struct macro *macro;

	if (token_type(name) != TOKEN_IDENT) {
		sparse_error(line->name->pos, "expected identifier to 'define'");
		return;
	}
	body = name->next;
	if (match_op(body, '(') && !body->pos.whitespace) {
		body = parse_params(body, params, &nparams, &variadic, &named);
		if (!body)
			return;
	} else if (!eof_token(body) && !body->pos.whitespace &&
		   !body->pos.newline) {
		warning(body->pos, "no whitespace before object-like macro body");
	}
	macro = __alloc_macro(nparams > 0 ?
			      nparams * sizeof(struct ident *) : 0);
	macro->name = name->ident;
	macro->pos = name->pos;
	macro->nparams = nparams;
	macro->attr = attr;
	macro->variadic = variadic;
	macro->named_variadic = named;
	if (nparams > 0)
		memcpy(macro->params, params, nparams * sizeof(*params));
	if (!parse_body(macro, body))
		return;
	macro->expansion = keep_body(body);
	install_macro(macro);
	drop_tokens(line->name, body);
}

static void handle_define(struct directive_line *line)
{
	define_macro(line, MACRO_NORMAL);
}

static void handle_weak_define(struct directive_line *line)
{
	define_macro(line, MACRO_WEAK);
}

static void handle_strong_define(struct directive_line *line)
{
	define_macro(line, MACRO_STRONG);
}

static void handle_undef(struct directive_line *line)
{
	struct token *name = line->args;
	struct macro *macro;

	if (token_type(name) != TOKEN_IDENT) {
		sparse_error(line->name->pos, "expected identifier to 'undef'");
		return;
	}
	macro = name->ident->macro;
	if (!macro || macro->undefined)
		return;
	if (bound_here(macro)) {
		macro->undefined = 1;
		return;
	}
	macro = bind_macro(name->ident, -1);
	macro->pos = name->pos;
	macro->undefined = 1;
	new_macro_symbol(name->pos);
}

// Macro invocation: arguments (6.10.4.1)

struct argument {
	struct token *raw;		/* as written, up to the end token */
	struct token *expanded;		/* replaced, made when needed */
	bool done;			/* expanded is made */
	int normal_uses;		/* left to substitute, expanded */
	int raw_uses;			/* beside # or ##: raw must stay */
	bool omitted;			/* variadic, not even its comma */
};

static struct token *expanded_argument(struct argument *arg)
{
	if (!arg->done) {
		/* nobody wants raw as written: expand it where it is */
		arg->expanded = arg->raw_uses ? copy_list(arg->raw, NULL) :
				arg->raw;
		if (++file.arg_nesting > MAX_ARG_NESTING) {
			if (!eof_token(arg->raw))
				sparse_error(arg->raw->pos,
					     "too long token expansion");
		} else {
			expand_tokens(&arg->expanded);
		}
		file.arg_nesting--;
		arg->done = true;
	}
	return arg->expanded;
}

/* Skip the untaint markers after a macro name: their scan is over. */
static struct token *skip_untaints(struct token *name)
{
	struct token *next = name->next;

	while (token_type(next) == TOKEN_UNTAINT)
		next = end_expansion(next);
	name->next = next;
	return next;
}

/*
 * The arguments after the '(' at @open, cut out of the list into @args:
 * returns how many, and *@after the token after the ')'; -1 - how many
 * when the list ends first (with *@after at the end).  Directives among
 * them are obeyed.  Each token taken is where the macro was invoked, @at,
 * as everything an expansion makes: sparse reports `DEFINE_MUTEX(m)`'s m
 * at the D, and an error in expanding an argument at the outermost macro.
 * An argument's line breaks are plain spaces.
 */
static int collect_arguments(struct token *open, struct macro *macro,
			     struct argument *args, struct token **after,
			     const struct position *at)
{
	struct token **link = &open->next, **start = link, *token;
	struct token *holder = open;	/* its next field is *start */
	int count = 0, depth = 0, max = macro->nparams;

	for (;;) {
		token = *link;
		switch (token_type(token)) {
		case TOKEN_EOF:
		case TOKEN_STREAMEND:
			*after = token;
			return -1 - count;
		case TOKEN_UNTAINT:
			*link = end_expansion(token);
			continue;
		case TOKEN_SPECIAL:
			if (starts_directive(token)) {
				handle_directive(link, true);
				continue;
			}
			break;
		case TOKEN_IDENT:
			/* read inside its own expansion: painted for good */
			if (token->ident->tainted)
				token->pos.noexpand = 1;
			break;
		default:
			break;
		}
		if (file.skipping) {
			*link = token->next;
			continue;
		}
		moved_to(token, at);
		if (match_op(token, '(')) {
			depth++;
		} else if (match_op(token, ')') && depth) {
			depth--;
		} else if ((match_op(token, ')') ||
			    (match_op(token, ',') &&
			     !(macro->variadic && count >= max - 1))) &&
			   !depth) {
			*link = &eof_token_entry;
			if (count < max || count == 0)
				args[count < max ? count : 0].raw = *start;
			count++;
			/* the '(' and each ',' are read: they go */
			__free_token(holder);
			holder = token;
			if (match_op(token, ')')) {
				*after = token->next;
				__free_token(token);
				return count;
			}
			start = link = &token->next;
			continue;
		}
		link = &token->next;
	}
}

/* Check the count; on success the missing variadic argument is empty. */
static bool check_arguments(struct token *name, struct macro *macro,
			    int count, struct argument *args)
{
	int max = macro->nparams;

	if (count == 1 && max == 0 && eof_token(args[0].raw))
		return true;
	if (count == max) {
		/* F() for F(...): as omitted, for the GNU comma */
		if (max == 1 && macro->variadic && eof_token(args[0].raw))
			args[0].omitted = true;
		return true;
	}
	if (count == max - 1 && macro->variadic) {
		args[max - 1].raw = &eof_token_entry;
		args[max - 1].omitted = true;
		return true;
	}
	if (count < max) {
		sparse_error(name->pos,
			     "macro \"%s\" requires %d arguments, but only %d given",
			     show_token(name), max, count);
		return false;
	}
	sparse_error(name->pos, "macro \"%s\" passed %d arguments, but takes just %d",
		     show_token(name), count, max);
	return false;
}

// Building the replacement: substitution, # and ## (6.10.4.2, 6.10.4.3)

struct builder {
	struct token *head;
	struct token **tail;
	struct token **last_link;	/* link to the last token, or NULL */
	bool paste;			/* a ## waits for its right side */
	bool placemarker;		/* the last item was empty */
	const struct position *at;	/* the invocation: pastes go there */
};

static void append(struct builder *b, struct token *token)
{
	b->last_link = b->tail;
	*b->tail = token;
	b->tail = &token->next;
	token->next = &eof_token_entry;
}

static struct token *paste_tokens(struct token *left, struct token *right,
				  const struct position *at);
static inline bool expansion_over(const struct position *pos);

/*
 * Add @list (a fresh copy) at the end, its first token spaced as @spacing;
 * a pending ## pastes it to the last token.  An empty list is a
 * placemarker.
 */
static void append_list(struct builder *b, struct token *list,
			const struct token *spacing)
{
	struct token *next;

	if (!eof_token(list) && expansion_over(b->at)) {
		free_list(list);
		list = &eof_token_entry;
	}
	if (eof_token(list)) {
		if (!b->paste)
			b->placemarker = true;
		b->paste = false;
		return;
	}
	list->pos.whitespace = spacing->pos.whitespace;
	list->pos.newline = 0;
	if (b->paste && !b->placemarker && b->last_link) {
		struct token *left = *b->last_link;
		struct token *joined = paste_tokens(left, list, b->at);

		if (joined) {
			next = list->next;
			*b->last_link = joined;
			b->tail = &joined->next;
			joined->next = &eof_token_entry;
			list = next;
		}
	}
	b->paste = false;
	b->placemarker = false;
	while (!eof_token(list)) {
		next = list->next;
		file.expansion_work++;
		append(b, list);
		list = next;
	}
}

/*
 * append_list() of one fresh token, no ## waiting: a body's plain token,
 * the most common of all (half a million on a kernel file).
 */
static void append_token(struct builder *b, struct token *token,
			 const struct token *spacing)
{
	if (expansion_over(b->at)) {
		__free_token(token);
		b->placemarker = true;
		return;
	}
	token->pos.whitespace = spacing->pos.whitespace;
	token->pos.newline = 0;
	b->placemarker = false;
	file.expansion_work++;
	append(b, token);
}

/* sparse's buffer: a longer spelling is cut, with an error */
#define MAX_STRINGIFIED 8190

/* The spelling of an argument as a string literal (6.10.4.2). */
static struct token *stringify(const struct position *at,
			       const struct token *arg)
{
	struct text text = { 0 };
	const struct token *token;
	struct token *string;

	text_add(&text, "", 0);
	for (token = arg; !eof_token(token); token = token->next) {
		bool space = token != arg && (token->pos.whitespace ||
					      token->pos.newline);
		const char *quoted = quote_token(token);

		if (text.len + space + strlen(quoted) > MAX_STRINGIFIED) {
			sparse_error(*at, "too long token expansion");
			break;
		}
		if (space)
			text_str(&text, " ");
		text_str(&text, quoted);
	}
	string = string_token(*at, text.data, text.len);
	free(text.data);
	return string;
}

static bool is_variadic_arg(const struct macro *macro, const struct token *t)
{
	return macro->variadic && t->argnum == macro->nparams - 1;
}

/*
 * GNU: in ", ## __VA_ARGS__" an omitted variadic argument eats the comma;
 * one that is there, even empty, is put after it, without pasting.  As
 * sparse, not when another '##' follows: that is pasting as any other.
 */
static bool gnu_comma(struct builder *b, const struct macro *macro,
		      const struct token *body, struct argument *args,
		      const struct token *pasted)
{
	struct token *last;

	if (!pasted || !match_op(pasted, ',') ||
	    !b->paste || !b->last_link || b->placemarker ||
	    token_type(body) != TOKEN_QUOTED_ARGUMENT ||
	    !is_variadic_arg(macro, body) ||
	    token_type(body->next) == TOKEN_CONCAT)
		return false;
	last = *b->last_link;
	if (!match_op(last, ','))
		return false;
	b->paste = false;
	if (args[body->argnum].omitted) {
		*b->last_link = &eof_token_entry;
		b->tail = b->last_link;
		b->last_link = NULL;
		return true;
	}
	append_list(b, copy_list(args[body->argnum].raw, NULL), body);
	return true;
}

/*
 * The ',' of the body at @body starts ", ## __VA_ARGS__" with the variadic
 * argument omitted: sparse drops it before it is pasted to what precedes
 * (a ## , ## __VA_ARGS__ is a alone).  Returns the body's last token of it.
 */
static const struct token *gnu_comma_dropped(const struct macro *macro,
					     const struct token *body,
					     struct argument *args)
{
	const struct token *arg = body->next->next;

	if (!match_op(body, ',') || token_type(body->next) != TOKEN_CONCAT ||
	    token_type(arg) != TOKEN_QUOTED_ARGUMENT ||
	    !is_variadic_arg(macro, arg) ||
	    token_type(arg->next) == TOKEN_CONCAT ||
	    !args[arg->argnum].omitted)
		return NULL;
	return arg;
}

/* __VA_OPT__(...) with an empty variadic argument: skip to its end. */
static const struct token *skip_va_opt(const struct token *body)
{
	while (!eof_token(body) && token_type(body) != TOKEN_VA_OPT_END)
		body = body->next;
	return body;
}

/* The tokens of the body stand where the macro was invoked (@at). */
/* The expanded argument to substitute: the last use takes it, uncopied. */
static struct token *use_expanded(struct argument *arg)
{
	struct token *list = expanded_argument(arg);

	if (--arg->normal_uses > 0)
		return copy_list(list, NULL);
	arg->expanded = &eof_token_entry;
	return list;
}

/*
 * After the substitution, what is left of the arguments goes: the raw
 * tokens, unless they were expanded in place and handed over, and what
 * is left of an expanded copy.
 */
static void free_arguments(const struct macro *macro, struct argument *args)
{
	int i;

	for (i = 0; i < macro->nparams; i++) {
		struct argument *arg = &args[i];

		if (arg->raw_uses || !arg->done)
			free_list(arg->raw);
		if (arg->done)
			free_list(arg->expanded);
	}
	free(args);
}

/* How each argument is used: decides what must be copied. */
static void count_uses(const struct macro *macro, struct argument *args)
{
	const struct token *body;

	for (body = macro->expansion; !eof_token(body); body = body->next) {
		switch (token_type(body)) {
		case TOKEN_MACRO_ARGUMENT:
			args[body->argnum].normal_uses++;
			break;
		case TOKEN_QUOTED_ARGUMENT:
		case TOKEN_STR_ARGUMENT:
			args[body->argnum].raw_uses++;
			break;
		case TOKEN_VA_OPT:
			/* asks whether the raw variadic argument is empty */
			args[macro->nparams - 1].raw_uses++;
			break;
		default:
			break;
		}
	}
}

/* The outermost invocation made too many tokens: say so once. */
static bool invocation_stopped(void)
{
	if (!file.invocation_limit_reported)
		warning(file.invocation_macro_pos,
			"expansion of macro '%s' stopped at %lu tokens",
			show_ident(file.invocation_macro),
			INVOCATION_TOKEN_LIMIT);
	file.invocation_limit_reported = true;
	return true;
}

static inline bool invocation_too_big(void)
{
	return invocation_tokens() > INVOCATION_TOKEN_LIMIT &&
	       invocation_stopped();
}

/*
 * The body of @macro with its arguments in; *@tailp gets the link after
 * its last token.  Past the invocation's limit the rest of the body is
 * dropped: a body that uses a big argument many times would otherwise
 * copy it without end.
 */
static struct token *substitute(struct macro *macro, struct argument *args,
				const struct position *at,
				struct token ***tailp)
{
	struct builder b = { .head = &eof_token_entry };
	const struct token *body, *prev = NULL, *pasted = NULL;
	struct token *token;

	b.tail = &b.head;
	b.at = at;
	for (body = macro->expansion; !eof_token(body);
	     prev = body, body = body->next) {
		struct argument *arg = args ? &args[body->argnum] : NULL;

		if (invocation_too_big())
			break;
		switch (token_type(body)) {
		case TOKEN_CONCAT:
			b.paste = true;
			pasted = prev;	/* the body's left side of the ## */
			continue;
		case TOKEN_MACRO_ARGUMENT:
			append_list(&b, use_expanded(arg), body);
			continue;
		case TOKEN_QUOTED_ARGUMENT:
			if (gnu_comma(&b, macro, body, args, pasted))
				continue;
			append_list(&b, copy_list(arg->raw, NULL), body);
			continue;
		case TOKEN_STR_ARGUMENT:
			append_list(&b, stringify(at, arg->raw), body);
			continue;
		case TOKEN_VA_OPT:
			if (!eof_token(args[macro->nparams - 1].raw))
				continue;
			body = skip_va_opt(body);
			append_list(&b, &eof_token_entry, body);
			if (eof_token(body)) {
				*tailp = b.tail;
				return b.head;
			}
			continue;
		case TOKEN_VA_OPT_END:
			continue;
		default:
			if (b.paste && args &&
			    gnu_comma_dropped(macro, body, args)) {
				body = gnu_comma_dropped(macro, body, args);
				b.paste = false;
				continue;
			}
			token = copy_token(body);
			moved_to(token, at);
			if (b.paste)
				append_list(&b, token, body);
			else
				append_token(&b, token, body);
			continue;
		}
	}
	invocation_too_big();	/* a copy at the end may have been cut */
	*tailp = b.tail;
	return b.head;
}

// Pasting: the spelling of two tokens must be one token

static const char *const punctuators[] = {
	"[", "]", "(", ")", "{", "}", ".", "->", "++", "--", "&", "*", "+",
	"-", "~", "!", "/", "%", "<<", ">>", "<", ">", "<=", ">=", "==",
	"!=", "^", "|", "&&", "||", "?", ":", "::", ";", "...", "=", "*=",
	"/=", "%=", "+=", "-=", "<<=", ">>=", "&=", "^=", "|=", ",", "#",
	"##", "<:", ":>", "<%", "%>", "%:", "..",
};

static const unsigned int punctuator_values[] = {
	'[', ']', '(', ')', '{', '}', '.', SPECIAL_DEREFERENCE,
	SPECIAL_INCREMENT, SPECIAL_DECREMENT, '&', '*', '+', '-', '~', '!',
	'/', '%', SPECIAL_LEFTSHIFT, SPECIAL_RIGHTSHIFT, '<', '>',
	SPECIAL_LTE, SPECIAL_GTE, SPECIAL_EQUAL, SPECIAL_NOTEQUAL, '^', '|',
	SPECIAL_LOGICAL_AND, SPECIAL_LOGICAL_OR, '?', ':',
	SPECIAL_COLONCOLON, ';', SPECIAL_ELLIPSIS, '=', SPECIAL_MUL_ASSIGN,
	SPECIAL_DIV_ASSIGN, SPECIAL_MOD_ASSIGN, SPECIAL_ADD_ASSIGN,
	SPECIAL_SUB_ASSIGN, SPECIAL_SHL_ASSIGN, SPECIAL_SHR_ASSIGN,
	SPECIAL_AND_ASSIGN, SPECIAL_XOR_ASSIGN, SPECIAL_OR_ASSIGN, ',', '#',
	SPECIAL_HASHHASH, '[', ']', '{', '}', '#', SPECIAL_DOTDOT,
};

/* <: :> <% %> %: (6.4.6): kept as spelled. */
static bool is_digraph(const char *s)
{
	static const char *const digraphs[] = { "<:", ":>", "<%", "%>", "%:" };
	size_t i;

	for (i = 0; i < ARRAY_SIZE(digraphs); i++)
		if (!strcmp(s, digraphs[i]))
			return true;
	return false;
}

static bool ident_char(unsigned char c)
{
	return c == '_' || c == '$' || (c >= 'a' && c <= 'z') ||
	       (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

/* The bytes of the identifier character at @s: UTF-8 letters too. */
static int ident_char_length(const char *s)
{
	if (ident_char(*s))
		return 1;
	return utf8_letter((const unsigned char *)s);
}

static bool is_identifier(const char *s)
{
	int len;

	if (!*s || (*s >= '0' && *s <= '9'))
		return false;
	for (; *s; s += len)
		if (!(len = ident_char_length(s)))
			return false;
	return true;
}

/* pp-number (6.4.8): [.] digit { digit | nondigit | e± p± | . } */
static bool is_pp_number(const char *s)
{
	int len;

	if (*s == '.')
		s++;
	if (!(*s >= '0' && *s <= '9'))
		return false;
	for (; *s; s++) {
		if ((*s == '+' || *s == '-') &&
		    strchr("eEpP", s[-1]))
			continue;
		if (*s == '\'' && s[1] && ident_char(s[1]))
			continue;
		if (*s == '.')
			continue;
		len = ident_char_length(s);
		if (!len)
			return false;
		s += len - 1;
	}
	return true;
}

static enum token_type literal_prefix(const char *s, size_t len, char quote)
{
	bool string = quote == '"';

	if (len == 0)
		return string ? TOKEN_STRING : TOKEN_CHAR;
	if (len == 1 && *s == 'L')
		return string ? TOKEN_WIDE_STRING : TOKEN_WIDE_CHAR;
	if (len == 1 && *s == 'u')
		return string ? TOKEN_STRING16 : TOKEN_CHAR16;
	if (len == 1 && *s == 'U')
		return string ? TOKEN_STRING32 : TOKEN_CHAR32;
	if (len == 2 && s[0] == 'u' && s[1] == '8')
		return string ? TOKEN_UTF8_STRING : TOKEN_UTF8_CHAR;
	return TOKEN_EOF;
}

/* The one token @s spells, at @pos; NULL if it is none or more. */
static struct token *spelled_token(struct position pos, const char *s)
{
	size_t i, len = strlen(s);
	struct token *token;

	if (is_identifier(s)) {
		token = new_token(pos, TOKEN_IDENT);
		token->ident = hash_ident(s, len);
		token->pos.noexpand = 0;
		return token;
	}
	if (is_pp_number(s))
		return number_token(pos, s);
	for (i = 0; i < ARRAY_SIZE(punctuators); i++) {
		if (!strcmp(s, punctuators[i])) {
			token = new_token(pos, TOKEN_SPECIAL);
			token->special = punctuator_values[i];
			token->digraph = is_digraph(s);
			return token;
		}
	}
	for (i = 0; i < len && ident_char(s[i]); i++)
		;
	if (i < len && (s[i] == '"' || s[i] == '\'') && len - i >= 2 &&
	    s[len - 1] == s[i]) {
		enum token_type type = literal_prefix(s, i, s[i]);

		if (type != TOKEN_EOF &&
		    !memchr(s + i + 1, s[i], len - i - 2)) {
			token = new_token(pos, type);
			token->string = make_string(s + i + 1, len - i - 2);
			return token;
		}
	}
	return NULL;
}

/* left ## right: the new token, or NULL (diagnosed: both are kept). */
static struct token *paste_tokens(struct token *left, struct token *right,
				  const struct position *at)
{
	struct text text = { 0 };
	struct token *token;

	text_str(&text, show_token(left));
	text_str(&text, show_token(right));
	token = spelled_token(*at, text.data);
	free(text.data);
	if (!token) {
		sparse_error(*at,
			     "'##' failed: concatenation is not a valid token");
		return NULL;
	}
	token->pos.whitespace = left->pos.whitespace;
	token->pos.newline = left->pos.newline;
	return token;
}

// Expansion and rescanning (6.10.4.4)

/* A limit of the file was passed: one error says so. */
static bool expansion_stopped(const struct position *pos)
{
	bool made = file.expansion_tokens > EXPANSION_TOKEN_LIMIT;

	if (!file.expansion_limit_reported) {
		if (made)
			sparse_error(*pos,
				     "macro expansion makes more than %lu tokens",
				     EXPANSION_TOKEN_LIMIT);
		else
			sparse_error(*pos,
				     "macro expansion moves more than %lu tokens",
				     EXPANSION_WORK_LIMIT);
	}
	file.expansion_limit_reported = true;
	return true;
}

/* Past the file's limits expansion stops (the test inline: it is hot). */
static inline bool expansion_over(const struct position *pos)
{
	if (file.expansion_tokens <= EXPANSION_TOKEN_LIMIT &&
	    file.expansion_work <= EXPANSION_WORK_LIMIT)
		return false;
	return expansion_stopped(pos);
}

/*
 * Past a limit, the macro @name stays as it is: once an error for the
 * file, once a warning for the outermost invocation.
 */
static bool expansion_too_big(const struct token *name)
{
	if (!file.open_expansions && !file.arg_nesting) {
		file.invocation_start = file.expansion_tokens;
		file.invocation_macro = name->ident;
		file.invocation_macro_pos = name->pos;
		file.invocation_limit_reported = false;
	}
	return expansion_over(&name->pos) || invocation_too_big();
}

/*
 * Replace the macro name at *@where (and its arguments) by the expansion,
 * followed by a TOKEN_UNTAINT marker: until the scan passes the marker the
 * name is "painted blue" (ident->tainted), and an occurrence found then
 * is never replaced (pos.noexpand).  Returns false when the name stays.
 */
static bool expand_one(struct token **where)
{
	struct token *name = *where, *after, *list, *marker, **tail;
	struct ident *ident = name->ident;
	struct macro *macro = ident->macro;
	struct argument *args = NULL;
	struct macro invoked;

	if (!macro || macro->undefined || name->pos.noexpand)
		return false;
	if (ident->tainted) {
		name->pos.noexpand = 1;
		return false;
	}
	if (expansion_too_big(name))
		return false;
	if (macro->builtin)
		return macro->builtin(where, macro);
	after = name->next;
	if (macro->nparams >= 0) {
		struct token *open = skip_untaints(name);
		int count, size = macro->nparams ? macro->nparams : 1;

		if (!match_op(open, '('))
			return false;
		args = calloc(size, sizeof(*args));
		if (!args)
			die("out of memory");
		/* as sparse: a #define among the arguments is for later */
		invoked = *macro;
		macro = &invoked;
		count = collect_arguments(open, macro, args, &after,
					  &name->pos);
		if (count < 0) {
			sparse_error(name->pos,
				     "macro \"%s\" passed %d arguments, but takes just %d",
				     show_token(name), -count, macro->nparams);
			name->next = after;
			free(args);
			return false;
		}
		if (!check_arguments(name, macro, count, args)) {
			name->next = after;
			free(args);
			return false;
		}
	}
	if (args)
		count_uses(macro, args);
	if (fmacro_backtrace)
		record_macro_expansion(&name->pos, ident);
	list = substitute(macro, args, &name->pos, &tail);
	if (args)
		free_arguments(macro, args);
	marker = new_token(name->pos, TOKEN_UNTAINT);
	marker->ident = ident;
	marker->next = after;
	ident->tainted = 1;
	file.open_expansions++;
	if (eof_token(list)) {
		list = marker;
	} else {
		struct position pos = list->pos;	/* one word: moved_to() */

		*tail = marker;
		pos.whitespace = name->pos.whitespace;
		pos.newline = name->pos.newline;
		pos.line = name->pos.line;
		pos.pos = name->pos.pos;
		pos.stream = name->pos.stream;
		if (match_op(list, '#'))
			pos.noexpand = 1;	/* not a directive */
		list->pos = pos;
	}
	*where = list;
	__free_token(name);
	return true;
}

/* Replace every macro in the list at *@where: an argument, an #if line. */
static void expand_tokens(struct token **where)
{
	struct token *token;

	while (!eof_token(token = *where)) {
		if (token_type(token) == TOKEN_UNTAINT) {
			*where = end_expansion(token);
			continue;
		}
		if (token_type(token) == TOKEN_IDENT && token->ident->macro &&
		    expand_one(where))
			continue;
		where = &token->next;
	}
}

// #include, #include_next (6.10.3)

/* The header name of an #include line: "x", <x>, or macros making one. */
static char *header_name(struct token *args, bool *angle,
			 struct position *pos)
{
	struct text text = { 0 };
	struct token *token;

	*pos = args->pos;
	if (token_type(args) == TOKEN_STRING) {
		*angle = false;
		return xstrdup(args->string->data);
	}
	if (!match_op(args, '<')) {
		expand_tokens(&args);
		if (token_type(args) == TOKEN_STRING) {
			*angle = false;
			return xstrdup(args->string->data);
		}
		if (!match_op(args, '<')) {
			/* as sparse 0.6.4: the spellings, run together */
			*angle = false;
			for (token = args; !eof_token(token);
			     token = token->next)
				text_str(&text, show_token(token));
			return text.data;
		}
	}
	*angle = true;
	if (!eof_token(args->next))
		*pos = args->next->pos;
	text_add(&text, "", 0);
	for (token = args->next; !eof_token(token); token = token->next) {
		if (match_op(token, '>'))
			return text.data;
		if (token != args->next && token->pos.whitespace)
			text_str(&text, " ");
		text_str(&text, show_token(token));
	}
	sparse_error(*pos, "expected '>' at end of filename");
	return text.data;	/* sparse 0.6.4 looks for it all the same */
}

static void do_include(struct directive_line *line, bool next)
{
	struct stream *from = &input_streams[line->stream];
	struct position pos;
	struct found found;
	bool angle;
	char *name;

	if (eof_token(line->args))
		return;			/* quietly, as sparse 0.6.4 */
	name = header_name(line->args, &angle, &pos);
	if (!name)
		return;
	if (from->include_level >= MAX_INCLUDE_DEPTH) {
		sparse_error(pos, "#include nested depth %d exceeds maximum of %d",
			     from->include_level + 1, MAX_INCLUDE_DEPTH);
		free(name);
		return;
	}
	if (!find_include(name, angle, next, from, &found))
		error_die(pos, "unable to open '%s'", name);
	free(name);
	if (found.fd < 0) {
		free(found.path);
		return;
	}
	*line->where = tokenize(&line->hash->pos, found.path, found.fd,
				*line->where, found.next_path);
	free(found.path);
}

static void handle_include(struct directive_line *line)
{
	do_include(line, false);
}

static void handle_include_next(struct directive_line *line)
{
	do_include(line, true);
}

/* __has_include ( header-name ): is there such a file to include? */
static bool has_include(struct token *name, struct token **after, bool next)
{
	struct token *open = name->next, *token, *closing;
	struct stream *from = &input_streams[file.invocation_pos.stream];
	struct found found;
	bool angle, result;
	struct position pos;
	int depth = 0;
	char *header;

	*after = open;
	if (!match_op(open, '(')) {
		sparse_error(name->pos, "missing '(' after \"__has_include\"");
		return false;
	}
	for (closing = open->next; !eof_token(closing);
	     closing = closing->next) {
		if (match_op(closing, '('))
			depth++;
		else if (match_op(closing, ')') && !depth--)
			break;
	}
	if (eof_token(closing)) {
		sparse_error(name->pos, "missing ')' after \"__has_include\"");
		*after = closing;
		return false;
	}
	*after = closing->next;
	token = open->next;
	closing->next = &eof_token_entry;
	header = header_name(token, &angle, &pos);
	if (!header)
		return false;
	result = find_include(header, angle, next, from, &found);
	if (result && found.fd >= 0)
		close(found.fd);
	free(found.path);
	free(header);
	return result;
}

/*
 * "defined X", "defined ( X )", and __has_include(...) become 1 or 0
 * before the line is expanded.
 */
static void replace_defined(struct token **where)
{
	struct token *token;

	while (!eof_token(token = *where)) {
		struct token *name, *after;
		bool value;

		if (token_type(token) != TOKEN_IDENT) {
			where = &token->next;
			continue;
		}
		if (token->ident == run.ident_has_include ||
		    token->ident == run.ident_has_include_next) {
			value = has_include(token, &after, token->ident ==
					    run.ident_has_include_next);
		} else if (token->ident == ident_defined) {
			bool paren = match_op(token->next, '(');

			name = paren ? token->next->next : token->next;
			/* as sparse: at the end, it is left a name */
			if (eof_token(name)) {
				where = &token->next;
				continue;
			}
			after = name->next;
			value = false;
			if (token_type(name) != TOKEN_IDENT) {
				sparse_error(name->pos,
					     "expected preprocessor identifier");
			} else {
				value = defined_macro(name->ident) != NULL;
				/* sparse 0.6.4 takes defined(X quietly */
				if (paren && !eof_token(after)) {
					if (!match_op(after, ')'))
						sparse_error(after->pos,
							     "missing ')' after \"defined\"");
					after = after->next;
				}
			}
		} else {
			where = &token->next;
			continue;
		}
		*where = number_token(token->pos, value ? "1" : "0");
		(*where)->next = after;
		where = &(*where)->next;
	}
}

/*
 * A "defined" that a macro made: as sparse, the operator, its operand
 * (X or '(' X) left unexpanded for replace_defined().
 */
static void keep_defined_operand(struct token *defined)
{
	struct token *next = skip_untaints(defined);

	if (match_op(next, '('))
		next = skip_untaints(next);
	if (token_type(next) == TOKEN_IDENT)
		next->pos.noexpand = 1;
}

/* expand_tokens() for an #if line: "defined" keeps its operand */
static void expand_if_line(struct token **where)
{
	struct token *token;

	while (!eof_token(token = *where)) {
		if (token_type(token) == TOKEN_UNTAINT) {
			*where = end_expansion(token);
			continue;
		}
		if (token_type(token) == TOKEN_IDENT &&
		    token->ident == ident_defined)
			keep_defined_operand(token);
		else if (token_type(token) == TOKEN_IDENT &&
			 token->ident->macro && expand_one(where))
			continue;
		where = &token->next;
	}
}

static bool eval_line(struct directive_line *line)
{
	struct token *list = line->args;

	if (eof_token(list))
		return false;
	replace_defined(&list);
	expand_if_line(&list);
	replace_defined(&list);
	if (eof_token(list))
		return false;
	return eval_preprocessor_expression(list);
}

// The conditional directives

static bool ifdef_value(struct directive_line *line, bool want)
{
	struct token *name = line->args;

	if (token_type(name) != TOKEN_IDENT) {
		sparse_error(line->name->pos, "expected preprocessor identifier");
		return false;
	}
	return (defined_macro(name->ident) != NULL) == want;
}

/* An #if* while skipping: only counted, to find its #endif. */
static bool nested_in_skipped(void)
{
	if (!file.skipping)
		return false;
	file.false_nesting++;
	return true;
}

/* The #if* that opened a stream whose guard is being watched is the guard. */
static void mark_guard(struct directive_line *line)
{
	struct stream *stream = &input_streams[line->stream];

	if (stream->constant == GUARD_INSIDE && !stream->top_if) {
		file.cond_top->guard = true;
		stream->top_if = line->name;
	}
}

static void handle_if(struct directive_line *line)
{
	if (nested_in_skipped())
		return;
	push_cond(line->name, line->stream, eval_line(line));
	mark_guard(line);
}

static void handle_ifdef(struct directive_line *line)
{
	if (!nested_in_skipped())
		push_cond(line->name, line->stream, ifdef_value(line, true));
}

static void handle_ifndef(struct directive_line *line)
{
	if (nested_in_skipped())
		return;
	push_cond(line->name, line->stream, ifdef_value(line, false));
	mark_guard(line);
}

/* The open conditional of this stream, or NULL after a diagnostic. */
static struct cond *current_cond(struct directive_line *line,
				 const char *message)
{
	if (!file.cond_top || file.cond_top->stream != line->stream) {
		sparse_error(line->name->pos, "%s", message);
		return NULL;
	}
	return file.cond_top;
}

/* #elif-like: @value is only asked for when no group was taken yet. */
static void do_elif(struct directive_line *line,
		    bool (*value)(struct directive_line *line, bool want),
		    bool want)
{
	struct cond *cond;

	if (file.false_nesting)
		return;
	cond = current_cond(line, "unmatched #elif within stream");
	if (!cond)
		return;
	if (cond->guard)
		input_streams[line->stream].constant = GUARD_NONE;
	if (cond->seen_else) {
		sparse_error(line->name->pos, "#elif after #else");
		file.skipping = true;
		return;
	}
	if (cond->taken) {
		file.skipping = true;
		return;
	}
	file.skipping = false;
	if (value(line, want)) {
		cond->taken = true;
		file.skipping = false;
	} else {
		file.skipping = true;
	}
}

static bool elif_value(struct directive_line *line, bool want)
{
	return eval_line(line);
}

static void handle_elif(struct directive_line *line)
{
	do_elif(line, elif_value, true);
}

static void handle_elifdef(struct directive_line *line)
{
	do_elif(line, ifdef_value, true);
}

static void handle_elifndef(struct directive_line *line)
{
	do_elif(line, ifdef_value, false);
}

static void handle_else(struct directive_line *line)
{
	struct cond *cond;

	if (file.false_nesting)
		return;
	cond = current_cond(line, "unmatched #else within stream");
	if (!cond)
		return;
	if (cond->guard)
		input_streams[line->stream].constant = GUARD_NONE;
	if (cond->seen_else)
		sparse_error(line->name->pos, "#else after #else");
	cond->seen_else = true;
	file.skipping = cond->taken;
	cond->taken = true;
}

static void handle_endif(struct directive_line *line)
{
	struct stream *stream = &input_streams[line->stream];

	if (file.false_nesting) {
		file.false_nesting--;
		return;
	}
	if (!current_cond(line, "unmatched #endif in stream"))
		return;
	if (file.cond_top->guard && stream->constant == GUARD_INSIDE)
		stream->constant = GUARD_AFTER;
	pop_cond();
}

// The other directives

/* #line digits ["name"], after macro replacement: checked, not applied. */
static void handle_line(struct directive_line *line)
{
	expand_tokens(&line->args);
}

static void handle_error(struct directive_line *line)
{
	struct text text = { 0 };

	spell_list(&text, line->args);
	sparse_error(line->name->pos, "%s", text.data);
	free(text.data);
}

static void handle_warning(struct directive_line *line)
{
	struct text text = { 0 };

	spell_list(&text, line->args);
	warning(line->name->pos, "%s", text.data);
	free(text.data);
}

/*
 * #pragma once marks the stream; any other pragma stays in the list as
 * the identifier __pragma__ at the start of a line, as in sparse (where
 * the preamble defines it empty).
 */
static void handle_pragma(struct directive_line *line)
{
	struct token *pragma;

	if (match_ident(line->args, run.ident_once) &&
	    eof_token(line->args->next)) {
		input_streams[line->stream].once = 1;
		return;
	}
	pragma = new_token(line->hash->pos, TOKEN_IDENT);
	pragma->ident = run.ident_pragma_name;
	pragma->pos.newline = 1;
	pragma->pos.whitespace = 1;
	pragma->pos.pos = 1;
	pragma->next = *line->where;
	*line->where = pragma;
}

static void handle_ident(struct directive_line *line)
{
}

// The walk

/*
 * Each token of the result is recorded as it is passed, while it is in
 * the cache: the parser gives the tokens' blobs back in that order
 * (begin_token_release()), and a walk down the list for it took more
 * time than the preprocessor's main loop.
 */
static unsigned long passed_tokens;

/*
 * Everything happens here, in one pass over the list: directives at the
 * start of a line, skipping of excluded groups, the include-guard watch,
 * and macro replacement, whose result is scanned again where it stands.
 */
struct token *preprocess(struct token *list)
{
	struct token **where = &list, *token;

	while (!eof_token(token = *where)) {
		switch (token_type(token)) {
		case TOKEN_STREAMBEGIN:
			*where = token->next;
			continue;
		case TOKEN_STREAMEND:
			end_of_stream(token);
			*where = token->next;
			continue;
		case TOKEN_UNTAINT:
			*where = end_expansion(token);
			continue;
		case TOKEN_SPECIAL:
			if (starts_directive(token)) {
				handle_directive(where, false);
				continue;
			}
			break;
		default:
			break;
		}
		if (file.skipping) {
			*where = token->next;
			continue;
		}
		if (!file.open_expansions) {
			guard_saw_token(&input_streams[token->pos.stream]);
			file.invocation_pos = token->pos;
		}
		if (token_type(token) == TOKEN_IDENT && token->ident->macro &&
		    expand_one(where))
			continue;
		record_object(token, &passed_tokens);
		where = &token->next;
	}
	return list;
}

// _Pragma, __has_attribute, __has_builtin: sparse's answers

static int name_in(const char *name, const char *const *table, size_t n)
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		int cmp = strcmp(name, table[mid]);

		if (!cmp)
			return 1;
		if (cmp < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return 0;
}

#include "pre-process-tables.h"

/* "__x__" and "x" name the same attribute. */
static bool has_attribute(const char *name)
{
	char plain[128];
	size_t len = strlen(name);

	if (len > 4 && len < sizeof(plain) + 4 && !strncmp(name, "__", 2) &&
	    !strcmp(name + len - 2, "__")) {
		memcpy(plain, name + 2, len - 4);
		plain[len - 4] = '\0';
		name = plain;
	}
	return name_in(name, known_attributes, ARRAY_SIZE(known_attributes));
}

static bool has_builtin(const char *name)
{
	return name_in(name, known_builtins, ARRAY_SIZE(known_builtins));
}

// Setting up, and -dM

void init_preprocessor(void)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(directives); i++)
		directive_idents[i] = built_in_ident(directives[i].name);
	ident_defined = built_in_ident("defined");
	run.ident_va_args = built_in_ident("__VA_ARGS__");
	run.ident_va_opt = built_in_ident("__VA_OPT__");
	run.ident_once = built_in_ident("once");
	run.ident_pragma_name = built_in_ident("__pragma__");
	run.ident_has_include = built_in_ident("__has_include");
	run.ident_has_include_next = built_in_ident("__has_include_next");
	init_builtin_macros();
	init_include_path();
}

static const char *param_name(const struct macro *macro,
			      const struct token *token)
{
	return show_ident(macro->params[token->argnum]);
}

static void show_body(struct text *text, const struct macro *macro)
{
	const struct token *token;

	for (token = macro->expansion; !eof_token(token); token = token->next) {
		if (token != macro->expansion && token->pos.whitespace)
			text_str(text, " ");
		switch (token_type(token)) {
		case TOKEN_MACRO_ARGUMENT:
		case TOKEN_QUOTED_ARGUMENT:
			text_str(text, param_name(macro, token));
			break;
		case TOKEN_STR_ARGUMENT:
			text_str(text, "#");
			text_str(text, param_name(macro, token));
			break;
		case TOKEN_CONCAT:
			text_str(text, "##");
			break;
		case TOKEN_VA_OPT:
			text_str(text, "__VA_OPT__(");
			break;
		case TOKEN_VA_OPT_END:
			text_str(text, ")");
			break;
		default:
			text_str(text, show_token(token));
		}
	}
}

/* "#define NAME(params) body": GNU's "args..." is shown as "args". */
static void show_macro(const struct macro *macro)
{
	struct text text = { 0 };
	int i;

	text_str(&text, "#define ");
	text_str(&text, macro->name->name);
	if (macro->nparams >= 0) {
		text_str(&text, "(");
		for (i = 0; i < macro->nparams; i++) {
			if (i)
				text_str(&text, ",");
			if (macro->variadic && i == macro->nparams - 1 &&
			    !macro->named_variadic)
				text_str(&text, "...");
			else
				text_str(&text, macro->params[i]->name);
		}
		text_str(&text, ")");
	}
	if (!eof_token(macro->expansion)) {
		text_str(&text, " ");
		show_body(&text, macro);
	}
	puts(text.data);
	free(text.data);
}

void dump_macro_definitions(void)
{
	int i;

	for (i = 0; i < run.dump_count; i++) {
		struct macro *macro = defined_macro(run.dump_list[i]);

		if (macro && !macro->builtin)
			show_macro(macro);
	}
}
