// SPDX-License-Identifier: MIT
/*
 * ctags.c — a tags file that sees through macros.
 *
 * usage: ctags [-e] [-f TAGFILE] [sparse options] FILE...
 * Parses each file as the checker does (preprocessed, so a function made
 * by a macro is found at the line that invokes the macro) and writes
 * ./tags in the vi/Exuberant format, sorted, with the !_TAG_ header: every
 * file-scope function, object, typedef, struct/union/enum tag, member,
 * enumerator and macro, with its kind (f v t s u g m e d).  What the
 * system headers (absolute paths) declare is left out.  -f names another
 * file for the tags ("-" for stdout); -e writes an Emacs TAGS file too.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "expression.h"
#include "lib.h"
#include "preprocess.h"
#include "scope.h"
#include "symbol.h"
#include "token.h"

static const char usage[] =
	"usage: ctags [-e] [-f TAGFILE] [sparse options] FILE...\n"
	"Writes ./tags (vi format, sorted) for the files as the checker parses\n"
	"them: what a macro defines is found where the macro is invoked.\n"
	"  -f TAGFILE   write TAGFILE instead (- for stdout)\n"
	"  -e           write an Emacs TAGS file too\n"
	"Other options are sparse's (-D, -I, -include, -std=, ...).\n";

struct tag {
	char *name;
	const char *file;
	unsigned int line;
	char kind;
	char *scope;		/* "struct:name" for a member, or NULL */
};

struct tag_table {
	struct tag *tags;
	size_t count, size;
};

static bool wanted_file(const char *file)
{
	return file[0] != '/';
}

static void add_tag(struct tag_table *table, const char *name,
		    struct position pos, char kind, const char *scope)
{
	const char *file = stream_name(pos.stream);
	struct tag *tag;

	if (!name || !wanted_file(file) || !pos.line)
		return;
	if (table->count == table->size) {
		table->size = table->size * 2 + 256;
		table->tags = xrealloc(table->tags,
				       table->size * sizeof(*table->tags));
	}
	tag = &table->tags[table->count++];
	tag->name = xstrdup(name);
	tag->file = xstrdup(file);
	tag->line = pos.line;
	tag->kind = kind;
	tag->scope = scope ? xstrdup(scope) : NULL;
}

/* The members of @type, "struct:name" (@scope: the enclosing one's). */
static void add_members(struct tag_table *table, struct symbol *type,
			const char *scope)
{
	const char *kind = type->type == SYM_UNION ? "union" : "struct";
	char own[256];
	struct symbol *member;

	if (!scope) {
		snprintf(own, sizeof(own), "%s:%s", kind,
			 type->ident ? show_ident(type->ident) : "");
		scope = own;
	}
	FOR_EACH_PTR(type->symbol_list, member) {
		struct symbol *base = member->ctype.base_type;

		if (member->ident)
			add_tag(table, show_ident(member->ident), member->pos,
				'm', scope);
		else if (base && (base->type == SYM_STRUCT ||
				  base->type == SYM_UNION))
			add_members(table, base, scope);	/* anonymous */
	} END_FOR_EACH_PTR(member);
}

static bool is_function(struct symbol *sym)
{
	struct symbol *type = sym->ctype.base_type;

	return type && type->type == SYM_FN;
}

static bool has_body(struct symbol *sym)
{
	struct symbol *type = sym->ctype.base_type;

	return type->stmt || type->inline_stmt;
}

/* An enumerator: its value is the parser's, flagged as one. */
static bool is_enumerator(struct symbol *sym)
{
	struct expression *value = sym->initializer;

	return value && value->type == EXPR_VALUE && value->flags & CEF_ENUM &&
	       !(sym->ctype.modifiers & (MOD_STATIC | MOD_EXTERN));
}

/* One symbol bound at file scope: an object, function, typedef or tag. */
static void add_tag_symbol(struct tag_table *table, struct symbol *sym)
{
	const char *name = sym->ident ? show_ident(sym->ident) : NULL;

	if (sym->namespace & NS_STRUCT) {
		if (!sym->defined)
			return;
		if (sym->type == SYM_ENUM)
			add_tag(table, name, sym->pos, 'g', NULL);
		else
			add_tag(table, name, sym->pos,
				sym->type == SYM_UNION ? 'u' : 's', NULL);
		if (sym->type != SYM_ENUM)
			add_members(table, sym, NULL);
		return;
	}
	if (sym->type != SYM_NODE)
		return;
	if (sym->namespace & NS_TYPEDEF) {
		struct symbol *type = sym->ctype.base_type;

		add_tag(table, name, sym->pos, 't', NULL);
		/* typedef struct { ... } name: its members, found nowhere else */
		if (type && type->ident == sym->ident && type->defined &&
		    (type->type == SYM_STRUCT || type->type == SYM_UNION))
			add_members(table, type, NULL);
		return;
	}
	if (!(sym->namespace & NS_SYMBOL))
		return;
	if (is_function(sym)) {
		if (has_body(sym))
			add_tag(table, name, sym->pos, 'f', NULL);
		return;
	}
	if (is_enumerator(sym)) {
		add_tag(table, name, sym->pos, 'e', NULL);
		return;
	}
	if (!(sym->ctype.modifiers & MOD_EXTERN))
		add_tag(table, name, sym->pos, 'v', NULL);
}

static void add_macro(struct macro *macro, void *data)
{
	if (!macro->builtin)
		add_tag(data, show_ident(macro->name), macro->pos, 'd', NULL);
}

static int compare_tags(const void *a, const void *b)
{
	const struct tag *t1 = a, *t2 = b;
	int diff = strcmp(t1->name, t2->name);

	if (!diff)
		diff = strcmp(t1->file, t2->file);
	if (!diff && t1->line != t2->line)
		diff = t1->line < t2->line ? -1 : 1;
	if (!diff)
		diff = t1->kind - t2->kind;
	return diff;
}

/* Sorted, and what several files saw through one header only once. */
static void sort_tags(struct tag_table *table)
{
	size_t i, kept = 0;

	qsort(table->tags, table->count, sizeof(*table->tags), compare_tags);
	for (i = 0; i < table->count; i++) {
		if (kept && !compare_tags(&table->tags[kept - 1],
					  &table->tags[i]))
			continue;
		table->tags[kept++] = table->tags[i];
	}
	table->count = kept;
}

static FILE *open_output(const char *name)
{
	FILE *out = fopen(name, "w");

	if (!out)
		die("cannot write %s", name);
	return out;
}

static void write_tags(struct tag_table *table, const char *name)
{
	FILE *out = strcmp(name, "-") ? open_output(name) : stdout;
	size_t i;

	fputs("!_TAG_FILE_FORMAT\t2\t/extended format; --format=1 will not "
	      "append ;\" to lines/\n", out);
	fputs("!_TAG_FILE_SORTED\t1\t/0=unsorted, 1=sorted, 2=foldcase/\n", out);
	fputs("!_TAG_PROGRAM_NAME\tsparse ctags\t//\n", out);
	fprintf(out, "!_TAG_PROGRAM_VERSION\t%s\t//\n", SPARSE_VERSION);
	for (i = 0; i < table->count; i++) {
		struct tag *tag = &table->tags[i];

		fprintf(out, "%s\t%s\t%u;\"\t%c", tag->name, tag->file,
			tag->line, tag->kind);
		if (tag->scope)
			fprintf(out, "\t%s", tag->scope);
		fputc('\n', out);
	}
	if (out != stdout)
		fclose(out);
}

// Emacs TAGS: per file, "\f\nFILE,SIZE\n" then "TEXT\177NAME\001LINE,OFFSET"

struct source {
	char *text;
	size_t size;
};

static struct source read_source(const char *file)
{
	struct source src = { NULL, 0 };
	FILE *in = fopen(file, "rb");
	size_t room = 0, got;

	if (!in)
		return src;
	do {
		room = room * 2 + 65536;
		src.text = xrealloc(src.text, room + 1);
		got = fread(src.text + src.size, 1, room - src.size, in);
		src.size += got;
	} while (src.size == room);
	src.text[src.size] = '\0';
	fclose(in);
	return src;
}

/* The offset of @line's start, and its length up to the newline. */
static size_t line_start(struct source *src, unsigned int line, size_t *len)
{
	size_t pos = 0;
	const char *nl;

	while (--line && pos < src->size) {
		nl = memchr(src->text + pos, '\n', src->size - pos);
		pos = nl ? (size_t)(nl - src->text) + 1 : src->size;
	}
	nl = memchr(src->text + pos, '\n', src->size - pos);
	*len = (nl ? (size_t)(nl - src->text) : src->size) - pos;
	return pos;
}

static void write_etags_file(FILE *out, struct tag_table *table,
			     const char *file)
{
	struct source src = read_source(file);
	char *entries = NULL;
	size_t used = 0, room = 0, i;

	for (i = 0; i < table->count; i++) {
		struct tag *tag = &table->tags[i];
		size_t start, len, need;

		if (strcmp(tag->file, file) || !src.text)
			continue;
		start = line_start(&src, tag->line, &len);
		need = len + strlen(tag->name) + 64;
		if (used + need > room) {
			room = (used + need) * 2;
			entries = xrealloc(entries, room);
		}
		used += snprintf(entries + used, room - used,
				 "%.*s\177%s\001%u,%zu\n", (int)len,
				 src.text + start, tag->name, tag->line, start);
	}
	fprintf(out, "\f\n%s,%zu\n", file, used);
	if (used)
		fwrite(entries, 1, used, out);
	free(entries);
	free(src.text);
}

static int compare_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void write_etags(struct tag_table *table)
{
	FILE *out = open_output("TAGS");
	const char **files = xmalloc((table->count + 1) * sizeof(*files));
	size_t i, nfiles = 0;

	for (i = 0; i < table->count; i++)
		files[nfiles++] = table->tags[i].file;
	qsort(files, nfiles, sizeof(*files), compare_names);
	for (i = 0; i < nfiles; i++)
		if (!i || strcmp(files[i], files[i - 1]))
			write_etags_file(out, table, files[i]);
	free(files);
	fclose(out);
}

struct ctags_options {
	int emacs;		/* -e */
	const char *tagfile;	/* -f FILE */
};

int main(int argc, char **argv)
{
	struct string_list *filelist = NULL;
	struct tag_table table = { NULL, 0, 0 };
	struct ctags_options opts = { 0, "tags" };
	const struct tool_option options[] = {
		{ "-e", TOOL_FLAG, .flag = &opts.emacs, .value = 1 },
		{ "-f", TOOL_VALUE, .string = &opts.tagfile },
		{ .name = NULL },
	};
	char *file;

	exit_on_help(argc, argv, usage);
	take_tool_options(&argc, argv, options);
	sparse_initialize(argc, argv, &filelist);
	FOR_EACH_PTR(filelist, file) {
		struct symbol *sym;

		sparse_parse(file);
		if (ended_file_scope) {
			FOR_EACH_PTR(ended_file_scope->symbols, sym) {
				add_tag_symbol(&table, sym);
			} END_FOR_EACH_PTR(sym);
		}
		for_each_file_macro(add_macro, &table);
		sparse_end_file();
	} END_FOR_EACH_PTR(file);
	sort_tags(&table);
	write_tags(&table, opts.tagfile);
	if (opts.emacs)
		write_etags(&table);
	return 0;
}
