// SPDX-License-Identifier: MIT
/*
 * test-dissect.c — what the dissect API reports (dissect.h), one line a
 * definition or use, as sparse's test-dissect prints it:
 *
 *    LINE:COL  CONTEXT          MODE L K NAME                             TYPE
 *
 * MODE is "def" for a definition, else the three pairs of bits of the
 * use (address, value, through it: r, w, m for both, - for none); L is
 * "." for what is local to a function; K the kind: v object, f function,
 * s struct or union, m member.  "FILE: name" starts the lines of each
 * file (a header's too).
 *
 * usage: test-dissect [sparse options] FILE...
 */
#include <stdio.h>
#include <string.h>

#include "dissect.h"
#include "token.h"

/* "r", "w", "m" or "-" for one pair of bits of a mode */
static char mode_char(unsigned mode, int shift)
{
	static const char chars[] = "-rwm";

	return chars[(mode >> shift) & U_MASK];
}

static void print_file(struct position *pos)
{
	static int last_stream = -1;

	if (pos->stream != last_stream) {
		last_stream = pos->stream;
		printf("\nFILE: %s\n\n", stream_name(pos->stream));
	}
}

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

/* as sparse's test-dissect names a symbol without one (a reserved word's) */
static const char *name_of(struct ident *ident)
{
	return ident ? show_ident(ident) : "__asm__";
}

static const char *type_name(struct symbol *type)
{
	return type ? show_typename(type) : "";
}

static void print_line(struct position *pos, const char *mode, bool local,
		       char kind, const char *name, struct symbol *type)
{
	print_file(pos);
	printf("%4d:%-3d %-16s %s %c %c %-32s %s\n", pos->line, pos->pos,
	       dissect_ctx ? name_of(dissect_ctx->ident) : "", mode,
	       local ? '.' : ' ', kind, name, type_name(type));
}

static void mode_string(char *buf, unsigned mode)
{
	buf[0] = mode_char(mode, 0);
	buf[1] = mode_char(mode, U_SHIFT);
	buf[2] = mode_char(mode, 2 * U_SHIFT);
	buf[3] = '\0';
}

/*
 * "struct.member", the member padded to fill the name's column; as
 * sparse, past the column by N, padded to N.
 */
static void member_name(char *buf, size_t size, struct symbol *aggr,
			struct symbol *mem)
{
	const char *name = show_ident(aggr->ident);
	int width = 31 - (int)strlen(name);

	snprintf(buf, size, "%s.%-*s", name, width < 0 ? -width : width,
		 mem ? show_ident(mem->ident) : "*");
}

static void r_symdef(struct symbol *sym)
{
	print_line(&sym->pos, "def", sym_is_local(sym), kind_of(sym),
		   name_of(sym->ident),
		   sym->type == SYM_NODE ? sym->ctype.base_type : NULL);
}

static void r_memdef(struct symbol *aggr, struct symbol *mem)
{
	char name[512];

	member_name(name, sizeof(name), aggr, mem);
	print_line(&mem->pos, "def", sym_is_local(aggr), 'm', name,
		   mem->ctype.base_type);
}

static void r_symbol(unsigned mode, struct position *pos, struct symbol *sym)
{
	char modes[4];

	mode_string(modes, mode);
	print_line(pos, modes, sym_is_local(sym), kind_of(sym),
		   name_of(sym->ident), sym->ctype.base_type);
}

static void r_member(unsigned mode, struct position *pos, struct symbol *aggr,
		     struct symbol *mem)
{
	char modes[4], name[512];

	mode_string(modes, mode);
	member_name(name, sizeof(name), aggr, mem);
	print_line(pos, modes, sym_is_local(aggr), 'm', name,
		   mem ? mem->ctype.base_type : aggr);
}

static const char usage[] =
	"usage: test-dissect [sparse options] FILE...\n"
	"Prints each definition and each use of a symbol or member, with how\n"
	"it is used, as the dissect API reports them (upstream's format).\n";

int main(int argc, char **argv)
{
	static struct reporter reporter = {
		.r_symdef = r_symdef,
		.r_memdef = r_memdef,
		.r_symbol = r_symbol,
		.r_member = r_member,
	};
	struct string_list *filelist = NULL;

	exit_on_help(argc, argv, usage);
	sparse_initialize(argc, argv, &filelist);
	dissect(&reporter, filelist);
	return 0;
}
