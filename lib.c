// SPDX-License-Identifier: MIT
/*
 * lib.c — diagnostics, and the library's entry points.
 *
 * Every message the checker prints goes through here, in sparse's format:
 * `FILE:LINE:COL: warning: MESSAGE` on stderr, with the include-chain note
 * before a message in another header and the error and warning limits.
 * sparse_initialize() parses the options (options.c) and sparse() runs the
 * phases on one file.  State: the diagnostic counters below.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "target.h"
#include "token.h"

int has_error;
int diagnostic_count;
int die_if_error;

static int error_count;		/* errors printed, for -fmax-errors */
static int warning_count;	/* warnings printed, for -fmax-warnings */
static int errors_silenced;	/* "too many errors" was printed */
static int show_continuation = 1; /* info() lines follow a shown message */
static int last_stream = -1;	/* stream of the last message shown */

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
 * innermost first.  Printed once per change of stream.
 */
static void show_include_chain(int stream_nr)
{
	const struct stream *stream, *up;
	const char *sep = " (through ";

	if (stream_nr == last_stream)
		return;
	last_stream = stream_nr;
	if (stream_nr < 0 || stream_nr >= input_stream_nr)
		return;
	stream = &input_streams[stream_nr];
	up = includer(stream);
	if (!up)
		return;
	while (includer(up))
		up = includer(up);
	fprintf(stderr, "%s: note: in included file", up->name);
	for (up = includer(stream); includer(up); up = includer(up)) {
		fprintf(stderr, "%s%s", sep, up->name);
		sep = ", ";
	}
	fprintf(stderr, "%s:\n", sep[0] == ',' ? ")" : "");
}

/* Print one diagnostic line; @kind is "warning: ", "error: " or "". */
static void print_diag(const char *kind, struct position pos,
		       const char *fmt, va_list args)
{
	char buffer[4096];

	vsnprintf(buffer, sizeof(buffer), fmt, args);
	fflush(stdout);
	show_include_chain(pos.stream);
	fprintf(stderr, "%s:%u:%u: %s%s%s%s\n", stream_name(pos.stream),
		pos.line, pos.pos, diag_prefix ? diag_prefix : "",
		diag_prefix ? ": " : "", kind, buffer);
	diagnostic_count++;
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
	print_diag("   ", pos, fmt, args);
	va_end(args);
}

static void do_error(struct position pos, const char *fmt, va_list args)
{
	has_error |= ERROR_CURR_PHASE;
	die_if_error = 1;
	show_continuation = 0;
	if (errors_silenced || pos.bad)
		return;
	if (++error_count > fmax_errors) {
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

/*
 * Warnings are dropped once an error was reported, as sparse does: what
 * follows an error is often its echo.  -Wsparse-error makes them errors.
 */
void warning(struct position pos, const char *fmt, ...)
{
	va_list args;

	va_start(args, fmt);
	if (Wsparse_error) {
		do_error(pos, fmt, args);
		va_end(args);
		return;
	}
	show_continuation = 0;
	if (has_error || pos.bad || warning_count >= fmax_warnings) {
		va_end(args);
		return;
	}
	show_continuation = 1;
	if (++warning_count == fmax_warnings)
		print_diag_args("warning: ", pos, "too many warnings");
	else
		print_diag("warning: ", pos, fmt, args);
	va_end(args);
}

void error_die(struct position pos, const char *fmt, ...)
{
	va_list args;

	va_start(args, fmt);
	print_diag("error: ", pos, fmt, args);
	va_end(args);
	exit(1);
}

void die(const char *fmt, ...)
{
	va_list args;

	fflush(stdout);
	va_start(args, fmt);
	vfprintf(stderr, fmt, args);
	va_end(args);
	fputc('\n', stderr);
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

void end_of_phase(void)
{
	if (has_error & ERROR_CURR_PHASE)
		has_error = ERROR_PREV_PHASE;
}

// The phases, for one file at a time

/*
 * Parse the options, then prepare what every file shares.  Returns the
 * symbols the preamble declares (none until the parser exists).
 */
struct symbol_list *sparse_initialize(int argc, char **argv,
				      struct string_list **filelist)
{
	handle_options(argc, argv, filelist);
	init_target();
	predefine_target_macros();
	add_cmdline_macros();
	predefine_type_macros();
	return NULL;
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

/* Tokenize one file; later stages add preprocessing and parsing. */
struct symbol_list *sparse_keep_tokens(char *filename)
{
	int fd = open_input(filename);

	tokenize(NULL, filename, fd, NULL, NULL);
	end_of_phase();
	return NULL;
}

struct symbol_list *sparse(char *filename)
{
	struct symbol_list *list = sparse_keep_tokens(filename);

	if (Wsparse_error && die_if_error)
		exit(1);
	clear_token_alloc();
	clear_string_alloc();
	return list;
}

/* -fmem-report: how much each allocator holds. */
void report_stats(void)
{
	if (!fmem_report)
		return;
	show_token_alloc();
	show_ident_alloc();
	show_string_alloc();
	show_ptr_list_alloc();
}
