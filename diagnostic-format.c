// SPDX-License-Identifier: MIT
/*
 * diagnostic-format.c — what a diagnostic carries besides its text, and
 * the output meant for programs rather than people.
 *
 * Takes each diagnostic lib.c shows (kind, position, message, flag) and
 * gives: the -W flag of a warning, found by its format literal in
 * diagnostic-flags.def (for -fdiagnostics-show-option, -Wsparse-error=NAME
 * and the machine formats); the one JSON or SARIF 2.1.0 document of
 * -fdiagnostics-format= on stderr, closed at exit whatever the exit path;
 * and the "in expansion of macro" notes of -fmacro-backtrace, from a table
 * of expansions the preprocessor fills only while that option is on.
 * State: the result being built, the expansion table.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "preprocess.h"
#include "token.h"

// The flag of each warning

struct warning_flag_entry {
	const char *format;		/* the literal given to warning() */
	const char *flag;		/* -W name, or NULL: none controls it */
};

static const struct warning_flag_entry warning_flag_table[] = {
#define WARNING_FLAG(format, flag) { format, flag },
#define WARNING_NO_FLAG(format) { format, NULL },
#include "diagnostic-flags.def"
#undef WARNING_FLAG
#undef WARNING_NO_FLAG
};

static const struct warning_flag_entry *find_format(const char *format)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(warning_flag_table); i++) {
		if (!strcmp(format, warning_flag_table[i].format))
			return &warning_flag_table[i];
	}
	return NULL;
}

/*
 * A literal shared by warnings of different flags: the message decides.
 * "cast to/from %s" of a pointer type is -Wbitwise-pointer's; "incorrect
 * type" for signedness only is reported under -Wtypesign.
 */
static const char *refine_flag(const char *format, const char *flag,
			       const char *message)
{
	if (!strcmp(format, "cast to %s") || !strcmp(format, "cast from %s")) {
		if (strchr(message, '*'))
			return "bitwise-pointer";
	}
	if (!strcmp(format, "incorrect type in %s (%s)") &&
	    strstr(message, "(different signedness)"))
		return "typesign";
	return flag;
}

/*
 * The -W name of the flag that controls the warning printed from @format
 * and @args, or NULL.  A bare "%s" (#warning, expand.c's warn()) is looked
 * up by the message itself.
 */
const char *warning_flag(const char *format, va_list args)
{
	const struct warning_flag_entry *entry = find_format(format);
	char message[512];
	va_list copy;

	if (!entry)
		return NULL;
	va_copy(copy, args);
	vsnprintf(message, sizeof(message), format, copy);
	va_end(copy);
	if (!strcmp(format, "%s")) {
		entry = find_format(message);
		return entry ? entry->flag : NULL;
	}
	return refine_flag(format, entry->flag, message);
}

// -fmacro-backtrace: which macros were expanded where

/*
 * Every token an expansion makes is placed at the macro name of the
 * outermost invocation, nested expansions included (pre-process.c's
 * collect_arguments() and substitute() set their positions): so a
 * diagnostic's position names the macros expanded there, in the order
 * they were.
 */
struct expansion {
	unsigned int stream, line, column;	/* of the macro name */
	const struct ident *name;
	int next;		/* index + 1 of the previous, same hash */
};

#define EXPANSION_BUCKETS 4096
static struct expansion *expansions;
static int expansion_nr, expansion_size;
static int expansion_heads[EXPANSION_BUCKETS];	/* index + 1, or 0 */

static unsigned int position_hash(unsigned int stream, unsigned int line,
				  unsigned int column)
{
	return (stream * 7919u + line * 31u + column) % EXPANSION_BUCKETS;
}

void record_macro_expansion(const struct position *pos,
			    const struct ident *name)
{
	unsigned int hash = position_hash(pos->stream, pos->line, pos->pos);
	struct expansion *e;

	if (expansion_nr == expansion_size) {
		expansion_size = expansion_size ? expansion_size * 2 : 256;
		expansions = xrealloc(expansions,
				      expansion_size * sizeof(*expansions));
	}
	e = &expansions[expansion_nr++];
	e->stream = pos->stream;
	e->line = pos->line;
	e->column = pos->pos;
	e->name = name;
	e->next = expansion_heads[hash];
	expansion_heads[hash] = expansion_nr;
}

static bool expansion_at(const struct expansion *e, struct position pos)
{
	return e->stream == pos.stream && e->line == pos.line &&
	       e->column == pos.pos;
}

/* Was @name expanded at @pos after the expansion @index + 1? */
static bool expanded_later(int index, struct position pos,
			   const struct ident *name)
{
	const struct expansion *e;
	int i;

	for (i = expansion_heads[position_hash(pos.stream, pos.line,
					       pos.pos)]; i; i = e->next) {
		e = &expansions[i - 1];
		if (i - 1 <= index)
			return false;
		if (expansion_at(e, pos) && e->name == name)
			return true;
	}
	return false;
}

/* The expansions at @pos, latest first, each macro once: *@list. */
static int expansions_at(struct position pos, const struct ident ***list)
{
	const struct expansion *e;
	int i, n = 0, size = 0;

	*list = NULL;
	for (i = expansion_heads[position_hash(pos.stream, pos.line,
					       pos.pos)]; i; i = e->next) {
		e = &expansions[i - 1];
		if (!expansion_at(e, pos) ||
		    expanded_later(i - 1, pos, e->name))
			continue;
		if (n == size) {
			size = size ? size * 2 : 16;
			*list = xrealloc(*list, size * sizeof(**list));
		}
		(*list)[n++] = e->name;
	}
	return n;
}

/*
 * Call @show with a note for each macro expanded at @pos, innermost
 * (latest) first and the one named in the source last, as gcc lists them.
 * Past -fmacro-backtrace-limit=N (6; 0: none) notes, as gcc, the first
 * N/2 and the last N/2 with a note of how many were skipped between.
 */
static void for_each_expansion(struct position pos,
			       void (*show)(struct position pos,
					    const char *note, void *data),
			       void *data)
{
	const struct ident **names;
	int n = expansions_at(pos, &names);
	int limit = fmacro_backtrace_limit, i;
	char note[300];

	for (i = 0; i < n; i++) {
		if (limit && n > limit && i == limit / 2) {
			snprintf(note, sizeof(note), "[ skipping %d instances "
				 "of macro expansion; use "
				 "-fmacro-backtrace-limit=0 to disable ]",
				 n - limit / 2 * 2);
			show(pos, note, data);
			i = n - limit / 2 - 1;
			continue;
		}
		snprintf(note, sizeof(note), "in expansion of macro '%s'",
			 show_ident(names[i]));
		show(pos, note, data);
	}
	free(names);
}

static void print_macro_note(struct position pos, const char *note,
			     void *data)
{
	(void)data;
	fprintf(stderr, "%s:%u:%u: %s%snote: %s\n",
		stream_name(pos.stream), pos.line, pos.pos,
		diag_prefix ? diag_prefix : "", diag_prefix ? ": " : "", note);
}

/* The text form: a note line for each macro expanded at @pos. */
void show_macro_backtrace(struct position pos)
{
	if (fmacro_backtrace)
		for_each_expansion(pos, print_macro_note, NULL);
}

// JSON text

struct json_text {
	char *data;
	size_t len, size;
};

static void json_add(struct json_text *text, const char *s, size_t len)
{
	if (text->len + len + 1 > text->size) {
		text->size = (text->len + len + 1) * 2;
		text->data = xrealloc(text->data, text->size);
	}
	memcpy(text->data + text->len, s, len);
	text->len += len;
	text->data[text->len] = '\0';
}

static void json_printf(struct json_text *text, const char *fmt, ...)
	FORMAT_ATTR(2);
static void json_printf(struct json_text *text, const char *fmt, ...)
{
	char buffer[256];
	va_list args;
	int len;

	va_start(args, fmt);
	len = vsnprintf(buffer, sizeof(buffer), fmt, args);
	va_end(args);
	if (len > 0)
		json_add(text, buffer, (size_t)len < sizeof(buffer) ?
			 (size_t)len : sizeof(buffer) - 1);
}

/* Bytes of the valid UTF-8 sequence at @s, or 0. */
static int utf8_length(const unsigned char *s)
{
	int n, i;

	if (s[0] < 0xc2 || s[0] > 0xf4)
		return 0;
	n = s[0] >= 0xf0 ? 4 : s[0] >= 0xe0 ? 3 : 2;
	for (i = 1; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
	}
	if ((s[0] == 0xe0 && s[1] < 0xa0) || (s[0] == 0xf0 && s[1] < 0x90) ||
	    (s[0] == 0xed && s[1] >= 0xa0) || (s[0] == 0xf4 && s[1] >= 0x90))
		return 0;		/* overlong, surrogate, past U+10FFFF */
	return n;
}

/*
 * A JSON string: quotes, backslashes and control characters escaped;
 * a byte that is not valid UTF-8 (source text may hold any) becomes the
 * character of the same number.
 */
static void json_string(struct json_text *text, const char *s)
{
	const unsigned char *p = (const unsigned char *)s;

	json_add(text, "\"", 1);
	while (*p) {
		int len = *p < 0x80 ? 1 : utf8_length(p);

		if (*p == '"' || *p == '\\') {
			json_printf(text, "\\%c", *p);
		} else if (*p == '\n') {
			json_add(text, "\\n", 2);
		} else if (*p == '\t') {
			json_add(text, "\\t", 2);
		} else if (*p < 0x20 || *p == 0x7f || !len) {
			json_printf(text, "\\u%04x", *p);
			len = 1;
		} else {
			json_add(text, (const char *)p, len);
		}
		p += len;
	}
	json_add(text, "\"", 1);
}

/* A file name as a URI reference: bytes outside RFC 3986's unreserved
 * set and '/' are %XX; an absolute path is a file: URI. */
static void json_uri(struct json_text *text, const char *name)
{
	const unsigned char *p = (const unsigned char *)name;
	struct json_text uri = { 0 };

	if (*p == '/')
		json_add(&uri, "file://", 7);
	for (; *p; p++) {
		if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		    (*p >= '0' && *p <= '9') || strchr("-._~/", *p))
			json_add(&uri, (const char *)p, 1);
		else
			json_printf(&uri, "%%%02X", *p);
	}
	json_string(text, uri.data ? uri.data : "");
	free(uri.data);
}

// -fdiagnostics-format=json and =sarif

/*
 * The result being built: a diagnostic's own part, then the notes that
 * follow it (its continuation lines, its include chain, its macros).
 * It is written when the next one starts, or at exit.
 */
static struct json_text result_head, result_notes;
static int result_note_count;
static bool have_result;
static bool document_open;	/* the opening is written */
static bool fatal_exit;		/* closed by die() or error_die() */

static void json_location(struct json_text *text, const char *file,
			  unsigned int line, unsigned int column)
{
	json_add(text, "{\"caret\": {\"file\": ", 19);
	json_string(text, file);
	json_printf(text, ", \"line\": %u, \"column\": %u}}", line, column);
}

static void sarif_location(struct json_text *text, const char *file,
			   unsigned int line, unsigned int column)
{
	json_add(text, "\"physicalLocation\": {\"artifactLocation\": "
		 "{\"uri\": ", 49);
	json_uri(text, file);
	json_add(text, "}", 1);
	if (line) {			/* SARIF counts from 1 */
		json_printf(text, ", \"region\": {\"startLine\": %u", line);
		if (column)
			json_printf(text, ", \"startColumn\": %u", column);
		json_add(text, "}", 1);
	}
	json_add(text, "}", 1);
}

static void add_note(const char *file, unsigned int line,
		     unsigned int column, const char *message)
{
	struct json_text *text = &result_notes;

	if (result_note_count++)
		json_add(text, ", ", 2);
	if (diagnostic_format == DIAGNOSTIC_FORMAT_SARIF) {
		json_printf(text, "{\"id\": %d, ", result_note_count - 1);
		sarif_location(text, file, line, column);
		json_add(text, ", \"message\": {\"text\": ", 22);
		json_string(text, message);
		json_add(text, "}}", 2);
		return;
	}
	json_add(text, "{\"kind\": \"note\", \"message\": ", 28);
	json_string(text, message);
	json_add(text, ", \"locations\": [", 16);
	json_location(text, file, line, column);
	json_add(text, "]}", 2);
}

static void add_macro_note(struct position pos, const char *note,
			   void *data)
{
	(void)data;
	add_note(stream_name(pos.stream), pos.line, pos.pos, note);
}

/* One note per #include between the file checked and @stream_nr. */
static void add_include_notes(int stream_nr)
{
	int levels = 0;

	while (stream_nr >= 0 && stream_nr < input_stream_nr &&
	       input_streams[stream_nr].include_level > 0 && levels++ < 200) {
		struct position from = input_streams[stream_nr].pos;

		add_note(stream_name(from.stream), from.line, from.pos,
			 "in included file");
		stream_nr = from.stream;
	}
}

static void write_document_start(void)
{
	if (document_open)
		return;
	document_open = true;
	if (diagnostic_format == DIAGNOSTIC_FORMAT_JSON) {
		fputs("[", stderr);
		return;
	}
	fputs("{\"$schema\": "
	      "\"https://json.schemastore.org/sarif-2.1.0.json\", "
	      "\"version\": \"2.1.0\", \"runs\": [{\"tool\": {\"driver\": "
	      "{\"name\": \"sparse\", \"version\": \"" SPARSE_VERSION "\"}}, "
	      "\"results\": [", stderr);
}

static void flush_result(void)
{
	static bool written;	/* one is: the next needs a comma */

	if (!have_result)
		return;
	write_document_start();
	fputs(written ? ",\n" : "\n", stderr);
	fputs(result_head.data, stderr);
	if (diagnostic_format == DIAGNOSTIC_FORMAT_SARIF && result_note_count)
		fputs(", \"relatedLocations\": [", stderr);
	else if (diagnostic_format == DIAGNOSTIC_FORMAT_JSON)
		fputs(", \"children\": [", stderr);
	if (result_note_count)
		fputs(result_notes.data, stderr);
	if (diagnostic_format == DIAGNOSTIC_FORMAT_JSON || result_note_count)
		fputs("]", stderr);
	fputs("}", stderr);
	written = true;
	have_result = false;
	result_head.len = result_notes.len = 0;
	result_note_count = 0;
}

static void start_json_result(const char *kind, const char *flag,
			      const char *file, struct position pos,
			      const char *message)
{
	struct json_text *text = &result_head;

	json_printf(text, "{\"kind\": \"%s\", \"message\": ", kind);
	json_string(text, message);
	if (flag)
		json_printf(text, ", \"option\": \"-W%s\"", flag);
	json_add(text, ", \"locations\": [", 16);
	if (file)
		json_location(text, file, pos.line, pos.pos);
	json_add(text, "]", 1);
}

static void start_sarif_result(const char *kind, const char *flag,
			       const char *file, struct position pos,
			       const char *message)
{
	struct json_text *text = &result_head;

	json_add(text, "{", 1);
	if (flag)
		json_printf(text, "\"ruleId\": \"-W%s\", ", flag);
	json_printf(text, "\"level\": \"%s\", \"message\": {\"text\": ", kind);
	json_string(text, message);
	json_add(text, "}, \"locations\": [", 17);
	if (file) {
		json_add(text, "{", 1);
		sarif_location(text, file, pos.line, pos.pos);
		json_add(text, "}", 1);
	}
	json_add(text, "]", 1);
}

/*
 * A diagnostic lib.c shows, in the machine format: @kind "warning",
 * "error", or NULL for a continuation line of the last one; @pos NULL for
 * a message without a place (die()).
 */
void emit_diagnostic(const char *kind, const char *flag,
		     const struct position *pos, const char *message)
{
	const char *file = pos ? stream_name(pos->stream) : NULL;
	struct position where = pos ? *pos : (struct position){ 0 };

	if (!kind) {		/* "   expected int": the indent goes */
		if (have_result && pos)
			add_note(file, pos->line, pos->pos,
				 message + strspn(message, " \t"));
		return;
	}
	flush_result();
	have_result = true;
	if (diagnostic_format == DIAGNOSTIC_FORMAT_SARIF)
		start_sarif_result(kind, flag, file, where, message);
	else
		start_json_result(kind, flag, file, where, message);
	if (!pos)
		return;
	if (fmacro_backtrace)
		for_each_expansion(*pos, add_macro_note, NULL);
	add_include_notes(pos->stream);
}

/* The run ends here, or at a fatal error: the document is closed. */
static void close_document(void)
{
	if (diagnostic_format == DIAGNOSTIC_FORMAT_TEXT)
		return;
	flush_result();
	write_document_start();
	if (diagnostic_format == DIAGNOSTIC_FORMAT_JSON) {
		fputs("\n]\n", stderr);
		return;
	}
	fprintf(stderr, "\n], \"invocations\": [{\"executionSuccessful\": "
		"%s}]}]}\n", fatal_exit ? "false" : "true");
}

/* A fatal error ends the run: the document says the run did not finish. */
void diagnostic_fatal(void)
{
	fatal_exit = true;
}

/* A machine format is asked for: its document is closed at exit. */
void start_diagnostic_format(void)
{
	static bool started;

	if (!started)
		atexit(close_document);
	started = true;
}
