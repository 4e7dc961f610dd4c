// SPDX-License-Identifier: MIT
/*
 * lib.c — diagnostics, and the library's entry points.
 *
 * Every message the checker prints goes through here, in sparse's format:
 * `FILE:LINE:COL: warning: MESSAGE` on stderr, with the include-chain note
 * before a message in another header and the error and warning limits
 * (diagnostic-format.c adds a warning's flag, the macro notes, and writes
 * the JSON or SARIF forms instead).
 * sparse_initialize() parses the options (options.c) and sparse() runs the
 * phases on one file.  State: the diagnostic counters below.
 */
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "expression.h"
#include "lib.h"
#include "parse.h"
#include "scope.h"
#include "symbol.h"
#include "preprocess.h"
#include "target.h"
#include "token.h"

int has_error;
int diagnostic_count;
int die_if_error;
jmp_buf *die_jump;		/* see lib.h: a fuzzer's way out */

int error_count;
static int warning_count;	/* warnings printed, for -fmax-warnings */
static int errors_silenced;	/* "too many errors" was printed */
static int show_continuation = 1; /* info() lines follow a shown message */
static int last_stream = -1;	/* stream of the last message shown */
static const char *warning_flag_shown; /* -W flag of the warning printed */
static int warnings_as_errors;	/* printed as errors by -Wsparse-error=NAME */

/* Name of the stream that @stream was included from, or NULL at the top. */
static const struct stream *includer(const struct stream *stream)
{
	if (stream->include_level <= 0)
		return NULL;
	return &input_streams[stream->pos.stream];
}

/*
 * Before a message in a header: "BASE: note: in included file (through
 * a.h, b.h):" naming the headers between it and the file that was asked for,
 * innermost first.  BASE is the file being checked ("command-line" while
 * the preamble is read).  Printed once per change of stream.  With several
 * files on the command line, an earlier file (a symbol it declared) is
 * such a header too, and the chain runs up to the top of its own.
 */
/* The longest chain sparse shows: the first name, then all of them. */
#define CHAIN_FIRST_MAX	180
#define CHAIN_MAX	172

static int base_stream = -1;	/* the stream of the file being checked */
static int preamble_streams;	/* sparse_initialize() opened */

/* The top of an earlier file of the command line (not the preamble's). */
static bool other_file(const struct stream *stream)
{
	int nr = (int)(stream - input_streams);

	return !includer(stream) && preamble_streams && nr != base_stream &&
	       nr >= preamble_streams;
}

static void show_include_chain(int stream_nr)
{
	const struct stream *stream, *up;
	const char *sep = " (through ";
	size_t shown = 0;	/* length of the names so far, with ", " */

	if (stream_nr < 0 || stream_nr >= input_stream_nr)
		return;
	stream = &input_streams[stream_nr];
	/* messages of the file itself do not count: back in the same
	 * header after them, no second note */
	if ((!includer(stream) && !other_file(stream)) ||
	    stream_nr == last_stream)
		return;
	last_stream = stream_nr;
	fprintf(stderr, "%s: note: in included file", base_filename);
	for (up = includer(stream); up && (includer(up) || other_file(up));
	     up = includer(up)) {
		const char *name = without_dot_slash(up->name);
		size_t len;

		/* sparse stops at a length: "a.h, ..." or nothing at all */
		len = strlen(name);
		if (!shown ? len > CHAIN_FIRST_MAX :
		    shown + 2 + len > CHAIN_MAX) {
			if (shown)
				fputs(", ...", stderr);
			break;
		}
		fprintf(stderr, "%s%s", sep, name);
		shown += (shown ? 2 : 0) + len;
		sep = ", ";
	}
	fprintf(stderr, "%s:\n", sep[0] == ',' ? ")" : "");
}

/*
 * Print one diagnostic line; @kind is "warning: ", "error: " or "" (a
 * continuation, whose message carries its own indentation).
 */
static void print_diag(const char *kind, struct position pos,
		       const char *fmt, va_list args)
{
	const char *flag = *kind ? warning_flag_shown : NULL;
	char buffer[4096];

	vsnprintf(buffer, sizeof(buffer), fmt, args);
	fflush(stdout);
	diagnostic_count++;
	if (diagnostic_format != DIAGNOSTIC_FORMAT_TEXT) {
		emit_diagnostic(*kind ? (*kind == 'w' ? "warning" : "error") :
				NULL, flag, &pos, buffer);
		return;
	}
	show_include_chain(pos.stream);
	/* as sparse, which keeps 10 bits of it: the column modulo 1024 */
	fprintf(stderr, "%s:%u:%u: %s%s%s%s%s%s%s\n", stream_name(pos.stream),
		pos.line, pos.pos % 1024, diag_prefix ? diag_prefix : "",
		diag_prefix ? ": " : "", kind, buffer,
		flag && fdiagnostics_show_option ? " [-W" : "",
		flag && fdiagnostics_show_option ? flag : "",
		flag && fdiagnostics_show_option ? "]" : "");
	if (*kind)
		show_macro_backtrace(pos);
}

static void print_diag_args(const char *kind, struct position pos,
			    const char *fmt, ...)
{
	va_list args;

	va_start(args, fmt);
	print_diag(kind, pos, fmt, args);
	va_end(args);
}

/* A continuation line of the last message: shown only if that one was. */
void info(struct position pos, const char *fmt, ...)
{
	va_list args;

	if (!show_continuation || pos.bad)
		return;
	va_start(args, fmt);
	print_diag("", pos, fmt, args);
	va_end(args);
}

void verbose_info(struct position pos, const char *fmt, ...)
{
	va_list args;

	va_start(args, fmt);
	print_diag("", pos, fmt, args);
	va_end(args);
}

static void do_error(struct position pos, const char *fmt, va_list args)
{
	has_error |= ERROR_CURR_PHASE;
	die_if_error = 1;
	show_continuation = 0;
	if (errors_silenced || pos.bad)
		return;
	if (error_count++ > fmax_errors) {	/* sparse shows N + 1 */
		errors_silenced = 1;
		print_diag_args("error: ", pos, "too many errors");
		return;
	}
	show_continuation = 1;
	print_diag("error: ", pos, fmt, args);
}

void sparse_error(struct position pos, const char *fmt, ...)
{
	va_list args;

	va_start(args, fmt);
	do_error(pos, fmt, args);
	va_end(args);
}

/* An error in an expression the preprocessor or expander evaluates. */
void expression_error(struct position pos, const char *fmt, ...)
{
	va_list args;

	va_start(args, fmt);
	do_error(pos, fmt, args);
	va_end(args);
}

/* The flag of a warning, when an option needs it (diagnostic-format.c). */
static const char *flag_of_warning(const char *fmt, va_list args)
{
	if (!fdiagnostics_show_option && !warning_errors_given &&
	    diagnostic_format == DIAGNOSTIC_FORMAT_TEXT)
		return NULL;
	return warning_flag(fmt, args);
}

/*
 * Warnings are dropped once an error was reported, as sparse does: what
 * follows an error is often its echo.  -Wsparse-error makes them errors;
 * -Wsparse-error=NAME only prints those of -WNAME as errors: they stay
 * warnings for the limits and the silencing, and make the exit status 1.
 */
void warning(struct position pos, const char *fmt, ...)
{
	va_list args;
	int as_error;

	va_start(args, fmt);
	warning_flag_shown = flag_of_warning(fmt, args);
	as_error = warning_error_state(warning_flag_shown);
	if (Wsparse_error && as_error) {
		do_error(pos, fmt, args);
	} else if (has_error || pos.bad || warning_count >= fmax_warnings) {
		/*
		 * A dropped warning stops the continuation lines until the
		 * next error: those of later warnings too, as in sparse.
		 */
		show_continuation = 0;
	} else if (++warning_count == fmax_warnings) {
		show_continuation = 0;
		warning_flag_shown = NULL;
		print_diag_args("warning: ", pos, "too many warnings");
	} else {
		print_diag(as_error > 0 ? "error: " : "warning: ", pos, fmt,
			   args);
		warnings_as_errors += as_error > 0;
	}
	warning_flag_shown = NULL;
	va_end(args);
}

void error_die(struct position pos, const char *fmt, ...)
{
	va_list args;

	va_start(args, fmt);
	print_diag("error: ", pos, fmt, args);
	va_end(args);
	diagnostic_fatal();
	if (die_jump)
		longjmp(*die_jump, 1);
	exit(1);
}

void die(const char *fmt, ...)
{
	va_list args;

	fflush(stdout);
	va_start(args, fmt);
	if (diagnostic_format != DIAGNOSTIC_FORMAT_TEXT) {
		char buffer[4096];

		vsnprintf(buffer, sizeof(buffer), fmt, args);
		emit_diagnostic("error", NULL, NULL, buffer);
		diagnostic_fatal();
	} else {
		vfprintf(stderr, fmt, args);
		fputc('\n', stderr);
	}
	va_end(args);
	if (die_jump)
		longjmp(*die_jump, 1);
	exit(1);
}

void internal_bug(const char *file, int line, const char *fmt, ...)
{
	va_list args;

	fflush(stdout);
	fprintf(stderr, "%s:%d: internal error: ", file, line);
	va_start(args, fmt);
	vfprintf(stderr, fmt, args);
	va_end(args);
	fputc('\n', stderr);
	abort();
}

/*
 * 0 unless -Wsparse-error=NAME printed one of its warnings as an error,
 * or -fwarnings-exit-status saw any warning or error printed.
 */
int diagnostic_exit_status(void)
{
	if (warnings_as_errors)
		return 1;
	return fwarnings_exit_status && diagnostic_count;
}

void exit_on_sparse_error(void)
{
	if (Wsparse_error && die_if_error)
		exit(1);
}

void exit_on_help(int argc, char **argv, const char *usage)
{
	int i;

	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
			fputs(usage, stdout);
			exit(0);
		}
	}
}

void end_of_phase(void)
{
	if (has_error & ERROR_CURR_PHASE)
		has_error = ERROR_PREV_PHASE;
}

void *xrealloc(void *ptr, size_t size)
{
	ptr = realloc(ptr, size);
	if (!ptr && size)
		die("out of memory (%zu bytes)", size);
	return ptr;
}

void *xmalloc(size_t size)
{
	return xrealloc(NULL, size);
}

char *xstrndup(const char *s, size_t len)
{
	char *copy = xmalloc(len + 1);

	memcpy(copy, s, len);
	copy[len] = '\0';
	return copy;
}

char *xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

// The phases, for one file at a time

/*
 * -E: each token, then what separates it from the next: a space, or a
 * newline and up to three tabs for the next one's column.
 */
static void show_preprocessed(const struct token *token)
{
	while (!eof_token(token)) {
		const struct token *next = token->next;
		const char *separator = "";
		int len = 1;

		if (next->pos.whitespace)
			separator = " ";
		if (next->pos.newline) {
			separator = "\n\t\t\t";
			len = next->pos.pos < 4 ? next->pos.pos : 4;
		}
		printf("%s%.*s", show_token(token), len, separator);
		token = next;
	}
	putchar('\n');
}

/* Newlines in pre_buffer before byte @end. */
static unsigned int lines_before(size_t end)
{
	unsigned int lines = 0;
	size_t i;

	for (i = 0; i < end; i++)
		lines += pre_buffer[i] == '\n';
	return lines;
}

/*
 * Where sparse 0.6.4 puts the preamble: the predefined macros at
 * builtin:0:0, each command-line -D, -U and -include on a line 1 of its
 * own, in a stream "builtin" included from "command-line".
 */
static void place_preamble(struct token *list, size_t cmdline_start,
			   size_t cmdline_end, size_t includes_start)
{
	unsigned int first = lines_before(cmdline_start);
	unsigned int last = lines_before(cmdline_end);
	unsigned int includes = lines_before(includes_start);
	struct token *token;

	for (token = list; !eof_token(token); token = token->next) {
		unsigned int line = token->pos.line - 1;

		if ((line >= first && line < last) || line >= includes) {
			token->pos.line = 1;
		} else {
			token->pos.line = 0;
			token->pos.pos = 0;
		}
	}
}

static struct token *tokenize_preamble(size_t cmdline_start,
				       size_t cmdline_end,
				       size_t includes_start)
{
	int top = init_stream(NULL, "command-line", -1, NULL);
	struct token *list = tokenize_buffer(pre_buffer, pre_buffer_len, NULL);
	struct stream *builtin = &input_streams[list->pos.stream];

	free((char *)builtin->name);
	builtin->name = xstrndup("builtin", 7);
	builtin->include_level = 1;
	builtin->pos.stream = top;
	place_preamble(list, cmdline_start, cmdline_end, includes_start);
	return list;
}

/*
 * Several files on the command line: one program, as sparse checks them.
 * A file's symbols with external linkage link to the next files' (scope.c
 * keeps them bound), so no file's trees are freed; one file alone frees
 * its own after it, as each file of the kernel is checked.
 */
static bool files_linked;
static bool file_open;		/* parsed, not yet sparse_end_file()'s */

/*
 * The front end's pools, in -fmem-report's order.  @per_file: one file
 * fills it; what the preamble put there is protected (sparse_initialize()),
 * the rest cleared after each file (sparse_end_file()).  The identifiers
 * and macros stay for the run.  The IR's pools, its list nodes included
 * (ptrlist.h's ir_ptr_list_allocator), are cleared by
 * free_entrypoint_memory() instead.
 */
static const struct {
	struct allocator *pool;
	bool per_file;
} front_end_pools[] = {
	{ &token_allocator, true },
	{ &ident_allocator, false },
	{ &macro_allocator, false },
	{ &symbol_allocator, true },
	{ &expression_allocator, true },
	{ &type_expression_allocator, true },
	{ &statement_allocator, true },
	{ &scope_allocator, true },
	{ &context_allocator, true },
	{ &ptr_list_allocator, true },
	{ &string_allocator, true },
};

static void protect_file_allocations(void)
{
	size_t i;

	forget_skipped_symbol_slots();

	for (i = 0; i < ARRAY_SIZE(front_end_pools); i++) {
		if (front_end_pools[i].per_file)
			protect_allocator(front_end_pools[i].pool);
	}
}

static void clear_file_allocations(void)
{
	size_t i;

	forget_skipped_symbol_slots();

	for (i = 0; i < ARRAY_SIZE(front_end_pools); i++) {
		if (front_end_pools[i].per_file)
			clear_allocator(front_end_pools[i].pool);
	}
}

/* -include, -imacros: sparse's #argv_include, an #include of the preamble. */
static void add_include_lines(struct string_list *files)
{
	char *name;

	FOR_EACH_PTR(files, name) {
		add_pre_buffer("#argv_include \"%s\"\n", name);
	} END_FOR_EACH_PTR(name);
}

/*
 * Parse the options, then read the preamble once: predefined macros, -D,
 * -U, -imacros and -include, kept for every file.  Returns the symbols
 * the preamble declares (none until the parser exists).
 */
const char *sparse_version = SPARSE_VERSION;

/*
 * The stack the recursive phases (evaluation, expansion, linearization)
 * grow on: up to STACK_WANTED, when the hard limit lets the soft one
 * rise.  Linux grows the main thread's stack against the limit of the
 * moment, and keeps at least 128 MB below it free of mappings, so a
 * raise taken after exec holds.  The parser's nesting limit is made from
 * what the limit then is (parse.c's nesting_limit()).
 */
#define STACK_WANTED (100UL << 20)

static void grow_stack(void)
{
	struct rlimit limit;

	if (getrlimit(RLIMIT_STACK, &limit) || limit.rlim_cur == RLIM_INFINITY ||
	    limit.rlim_cur >= STACK_WANTED)
		return;
	limit.rlim_cur = STACK_WANTED;
	if (limit.rlim_max != RLIM_INFINITY && limit.rlim_max < STACK_WANTED)
		limit.rlim_cur = limit.rlim_max;
	setrlimit(RLIMIT_STACK, &limit);
}

struct symbol_list *sparse_initialize(int argc, char **argv,
				      struct string_list **filelist)
{
	size_t cmdline_start, cmdline_end, includes_start;
	struct symbol_list *symbols;
	struct token *list;

	grow_stack();
	handle_options(argc, argv, filelist);
	files_linked = ptr_list_size(*filelist) > 1;
	init_target();
	init_symbols();
	predefine_target_macros();
	cmdline_start = pre_buffer_len;
	add_cmdline_macros();
	cmdline_end = pre_buffer_len;
	predefine_type_macros();
	includes_start = pre_buffer_len;
	add_include_lines(imacros_files);
	add_include_lines(include_files);
	init_preprocessor();
	preamble_file_symbols = symbol_allocator.allocations +
				all_skipped_symbol_slots();
	list = preprocess(tokenize_preamble(cmdline_start, cmdline_end,
					    includes_start));
	if (preprocess_only && !dump_macros_only)
		show_preprocessed(list);
	end_of_phase();
	preprocess_end_preamble();
	new_file_scope();
	symbols = preprocess_only ? NULL : parse_tokens(list);
	end_of_phase();
	/* the preamble's symbols (-include) are checked as a file's are,
	 * their types made before the files' pools are told apart */
	evaluate_symbol_list(symbols);
	end_of_phase();
	preamble_file_symbols = symbol_allocator.allocations +
				all_skipped_symbol_slots() -
				preamble_file_symbols;
	protect_file_allocations();
	preamble_streams = input_stream_nr;
	return symbols;
}

/*
 * sparse reports the end of input at the end of the stream, a token the
 * preprocessor drops: so the file's list ends with an EOF token there.
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

static int open_input(const char *filename)
{
	int fd;

	if (!strcmp(filename, "-"))
		return 0;
	fd = open(filename, O_RDONLY);
	if (fd < 0)
		die("No such file: %s", filename);
	return fd;
}

/*
 * Tokenize, preprocess and parse one file: its symbols, not evaluated.
 * @release_tokens: the tokens go as the parser reads past them (the
 * caller keeps no tree that holds one).
 */
static struct symbol_list *parse_file(char *filename, bool release_tokens)
{
	static struct token end = { .pos = { .type = TOKEN_EOF } };
	int fd = open_input(filename);
	struct symbol_list *symbols = NULL;
	struct token *list;
	struct stat st;

	/* a tool that does not end its files: the last one ends here */
	if (file_open)
		sparse_end_file();
	file_open = true;
	end.next = &end;
	base_filename = filename;
	if (!fstat(fd, &st) && S_ISREG(st.st_mode))
		blob_expect_input(st.st_size);
	base_stream = input_stream_nr;	/* the one tokenize() opens */
	list = tokenize(NULL, filename, fd, &end, NULL);
	list = preprocess(end_of_input(list, &end));
	end_of_phase();
	if (dump_macro_defs || dump_macros_only)
		dump_macro_definitions();
	if (preprocess_only && !dump_macros_only)
		show_preprocessed(list);
	if (preprocess_only)
		return NULL;
	new_file_scope();
	if (release_tokens)
		begin_token_release(list);
	symbols = parse_tokens(list);
	end_token_release();
	if (files_linked)
		keep_external_symbols();
	end_file_scope();
	end_of_phase();
	return symbols;
}

/* The same, the tokens kept for the trees until sparse_end_file(). */
struct symbol_list *sparse_parse(char *filename)
{
	return parse_file(filename, false);
}

/* Tokenize, preprocess, parse and evaluate one file. */
struct symbol_list *sparse_keep_tokens(char *filename)
{
	struct symbol_list *symbols = sparse_parse(filename);

	if (!preprocess_only)
		evaluate_symbol_list(symbols);
	return symbols;
}

/* The file is done with: its macros, tokens and trees are dropped. */
void sparse_end_file(void)
{
	/*
	 * and its streams: no longer found by name, so that the next file
	 * opens its headers anew and the chains an #include searches stay
	 * short, but kept for the positions of the trees a tool holds; past
	 * half the numbers a position can hold, dropped, numbers reused
	 */
	file_open = false;
	if (input_stream_nr > (int)(POS_STREAM_MAX / 2) && !files_linked)
		drop_streams(preamble_streams);
	else
		retire_streams(preamble_streams);
	preprocess_end_file();
	inline_end_file();
	if (!files_linked)
		clear_file_allocations();
}

/*
 * One file through evaluation, its tokens given back as the parser reads
 * past them: no tree holds a token, and the trees take their blobs, which
 * lowers the peak by most of what the tokens take (a third of it on the
 * kernel).  The trees stay for the caller until sparse_end_file().
 */
struct symbol_list *sparse_evaluate(char *filename)
{
	struct symbol_list *list;

	list = parse_file(filename, true);
	clear_token_alloc();
	/*
	 * evaluation's errors stay the current phase's, as sparse's: a
	 * tool that returns has_error exits 1 after them, 3 after errors
	 * in parsing too (and 0 when only an earlier symbol had one: each
	 * symbol is evaluated with the phase's error cleared)
	 */
	if (!preprocess_only)
		evaluate_symbol_list(list);
	return list;
}

/*
 * One file through evaluation.  Its trees stay for the caller (to expand,
 * linearize, check) until the next call drops them; the preamble's stay.
 */
struct symbol_list *sparse(char *filename)
{
	static bool file_kept;	/* the last file's trees are still there */
	struct symbol_list *list;

	if (file_kept)
		sparse_end_file();
	list = sparse_evaluate(filename);
	file_kept = true;
	/* as sparse's: -Wsparse-error's exit is the program's to take */
	return list;
}

/* -fmem-report: how much each allocator holds. */
void report_stats(void)
{
	struct allocator *pools[ARRAY_SIZE(front_end_pools)];
	size_t i;

	if (!fmem_report)
		return;
	for (i = 0; i < ARRAY_SIZE(front_end_pools); i++)
		pools[i] = front_end_pools[i].pool;
	show_allocation_table(pools, ARRAY_SIZE(pools));
}
