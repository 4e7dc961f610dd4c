// SPDX-License-Identifier: MIT
/*
 * indexer.c — a cross-reference of C sources on the dissect API
 * (dissect.h), in the way sparse's own dissect-based indexers work: each
 * definition and each use of an object, function, struct or member is
 * recorded with its place, the function it is in and how it is used,
 * then the index is asked.
 *
 * usage: indexer [-s NAME]... [-m MODE] [sparse options] FILE...
 * Without -s: one line per name, sorted: where it is defined and how many
 * times it is read, written and has its address taken.  With -s: every
 * place NAME (an object, a function, struct.member, or function:local) is
 * defined or used, as FILE:LINE:COL CONTEXT MODE; -m r, w or a keeps the uses that read,
 * write or take the address.  Written against the installed headers only.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sparse/dissect.h>
#include <sparse/lib.h>
#include <sparse/symbol.h>
#include <sparse/token.h>

struct ref {
	char *name;		/* "x", "f", "point.x" */
	char kind;		/* v f s m */
	const char *file;
	int line, col;
	const char *context;	/* the function it is in, or "" */
	unsigned mode;		/* the use's U_* bits; 0 with def */
	int def;
};

/* The index: the dissect callbacks have no argument to carry it. */
static struct index {
	struct ref *refs;
	size_t nr, size;
} xref;

static char kind_of(struct symbol *sym)
{
	struct symbol *type = sym->ctype.base_type;

	if (sym->kind)
		return sym->kind;
	if (sym->type == SYM_STRUCT || sym->type == SYM_UNION)
		return 's';
	while (type && type->type == SYM_NODE)
		type = type->ctype.base_type;
	return type && type->type == SYM_FN ? 'f' : 'v';
}

static void add_ref(const char *name, char kind, struct position *pos,
		    unsigned mode, int def)
{
	struct ref *ref;

	if (xref.nr == xref.size) {
		xref.size = xref.size * 2 + 64;
		xref.refs = realloc(xref.refs,
				     xref.size * sizeof(*xref.refs));
		if (!xref.refs)
			die("out of memory");
	}
	ref = &xref.refs[xref.nr++];
	ref->name = strdup(name);
	ref->kind = kind;
	ref->file = stream_name(pos->stream);
	ref->line = pos->line;
	ref->col = pos->pos;
	ref->context = dissect_ctx ? show_ident(dissect_ctx->ident) : "";
	ref->mode = mode;
	ref->def = def;
}

static void member_name(char *buf, size_t size, struct symbol *aggr,
			struct symbol *mem)
{
	snprintf(buf, size, "%s.%s", show_ident(aggr->ident),
		 mem ? show_ident(mem->ident) : "*");
}

/* A function's own objects are named after it: "main:i". */
static const char *symbol_name(char *buf, size_t size, struct symbol *sym)
{
	if (!sym_is_local(sym) || !dissect_ctx)
		return show_ident(sym->ident);
	snprintf(buf, size, "%s:%s", show_ident(dissect_ctx->ident),
		 show_ident(sym->ident));
	return buf;
}

static void r_symdef(struct symbol *sym)
{
	char name[256];

	add_ref(symbol_name(name, sizeof(name), sym), kind_of(sym),
		&sym->pos, 0, 1);
}

static void r_memdef(struct symbol *aggr, struct symbol *mem)
{
	char name[256];

	member_name(name, sizeof(name), aggr, mem);
	add_ref(name, 'm', &mem->pos, 0, 1);
}

static void r_symbol(unsigned mode, struct position *pos, struct symbol *sym)
{
	char name[256];

	add_ref(symbol_name(name, sizeof(name), sym), kind_of(sym), pos,
		mode, 0);
}

static void r_member(unsigned mode, struct position *pos, struct symbol *aggr,
		     struct symbol *mem)
{
	char name[256];

	member_name(name, sizeof(name), aggr, mem);
	add_ref(name, 'm', pos, mode, 0);
}

/* By name, then file, line, column. */
static int compare_refs(const void *a, const void *b)
{
	const struct ref *x = a, *y = b;
	int diff = strcmp(x->name, y->name);

	if (!diff)
		diff = strcmp(x->file, y->file);
	if (!diff)
		diff = x->line - y->line;
	if (!diff)
		diff = x->col - y->col;
	if (!diff)
		diff = y->def - x->def;
	return diff;
}

/* "r", "w", "m" (both) or "-" for each pair of bits: address, value,
 * what it points to; "def" for a definition. */
static const char *show_mode(const struct ref *ref)
{
	static const char chars[] = "-rwm";
	static char buf[4];

	if (ref->def)
		return "def";
	buf[0] = chars[ref->mode & U_MASK];
	buf[1] = chars[(ref->mode >> U_SHIFT) & U_MASK];
	buf[2] = chars[(ref->mode >> 2 * U_SHIFT) & U_MASK];
	buf[3] = '\0';
	return buf;
}

/* Whether a use passes -m: r reads, w writes, a takes the address. */
static int mode_wanted(const struct ref *ref, const char *filter)
{
	if (!filter)
		return 1;
	if (ref->def)
		return 0;
	switch (filter[0]) {
	case 'r':
		return !!(ref->mode & (U_R_VAL | U_R_PTR));
	case 'w':
		return !!(ref->mode & (U_W_VAL | U_W_PTR));
	case 'a':
		return !!(ref->mode & U_AOF);
	default:
		return 1;
	}
}

static void search(const char *name, const char *filter)
{
	size_t i;

	for (i = 0; i < xref.nr; i++) {
		const struct ref *ref = &xref.refs[i];

		if (strcmp(ref->name, name) || !mode_wanted(ref, filter))
			continue;
		printf("%s:%d:%d\t%s\t%s\n", ref->file, ref->line, ref->col,
		       ref->context[0] ? ref->context : "-", show_mode(ref));
	}
}

/* One line per name: where defined, how many reads, writes, addresses. */
static void summary(void)
{
	size_t i = 0;

	while (i < xref.nr) {
		const struct ref *first = &xref.refs[i], *def = NULL;
		int reads = 0, writes = 0, addresses = 0;

		for (; i < xref.nr && !strcmp(xref.refs[i].name,
					       first->name); i++) {
			const struct ref *ref = &xref.refs[i];

			if (ref->def && !def)
				def = ref;
			reads += !ref->def && (ref->mode & (U_R_VAL | U_R_PTR));
			writes += !ref->def && (ref->mode & (U_W_VAL | U_W_PTR));
			addresses += !ref->def && (ref->mode & U_AOF);
		}
		printf("%-20s %c ", first->name, first->kind);
		if (def)
			printf("%s:%d", def->file, def->line);
		else
			printf("-");
		printf("  %d read, %d written, %d address\n", reads, writes,
		       addresses);
	}
}

int main(int argc, char **argv)
{
	struct reporter reporter = {
		.r_symdef = r_symdef,
		.r_memdef = r_memdef,
		.r_symbol = r_symbol,
		.r_member = r_member,
	};
	struct string_list *filelist = NULL, *names = NULL;
	const char *filter = NULL;
	const struct tool_option options[] = {
		{ "-s", TOOL_LIST, .list = &names },
		{ "-m", TOOL_VALUE, .string = &filter },
		{ .name = NULL },
	};
	char *name;

	take_tool_options(&argc, argv, options);
	sparse_initialize(argc, argv, &filelist);
	dissect(&reporter, filelist);
	qsort(xref.refs, xref.nr, sizeof(*xref.refs), compare_refs);
	if (!names)
		summary();
	FOR_EACH_PTR(names, name) {
		search(name, filter);
	} END_FOR_EACH_PTR(name);
	return 0;
}
