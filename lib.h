/* SPDX-License-Identifier: MIT */
/*
 * lib.h — positions, diagnostics, options and the library's entry points.
 *
 * options.c parses the gcc-style command line into the option globals
 * below (written while options are parsed and by init_target(), read-only
 * afterwards); lib.c prints every diagnostic and runs the phases for
 * sparse_initialize() and sparse().
 */
#ifndef LIB_H
#define LIB_H

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

#include "ptrlist.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SPARSE_VERSION "0.6.4"
/* SPARSE_VERSION, for a tool linked with the library (lib.c) */
extern const char *sparse_version;

#define NORETURN_ATTR __attribute__((noreturn))
#define FORMAT_ATTR(pos) __attribute__((format(printf, pos, pos + 1)))
/* The number of elements of an array (not of a pointer). */
#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

/*
 * Where a token or a diagnostic is: filled by the tokenizer.  Eight bytes,
 * so that a token is 24: lines past POS_LINE_MAX are reported as that one,
 * columns past POS_COLUMN_MAX wrap (sparse wraps them at 1024).
 */
struct position {
	unsigned long long type:6,	/* enum token_type of the token here */
		     stream:16,		/* index in input_streams[] */
		     newline:1,		/* first token on its line */
		     whitespace:1,	/* white space precedes it */
		     noexpand:1,	/* preprocessor: never expand */
		     bad:1,		/* a made-up position, not printed */
		     line:22,		/* 1-based */
		     pos:16;		/* column, 1-based, tabs expanded */
};

#define POS_LINE_MAX	((1U << 22) - 1)
#define POS_COLUMN_MAX	((1U << 16) - 1)
#define POS_STREAM_MAX	((1U << 16) - 1)

/* An internal invariant is broken: a bug in this program, not the input. */
#define BUG(...) internal_bug(__FILE__, __LINE__, __VA_ARGS__)

// lib.c: diagnostics
void info(struct position pos, const char *fmt, ...) FORMAT_ATTR(2);
/* A line of a -v option: shown whatever was said before it. */
void verbose_info(struct position pos, const char *fmt, ...) FORMAT_ATTR(2);
void warning(struct position pos, const char *fmt, ...) FORMAT_ATTR(2);
void sparse_error(struct position pos, const char *fmt, ...) FORMAT_ATTR(2);
void error_die(struct position pos, const char *fmt, ...)
	FORMAT_ATTR(2) NORETURN_ATTR;
void die(const char *fmt, ...) FORMAT_ATTR(1) NORETURN_ATTR;
void internal_bug(const char *file, int line, const char *fmt, ...)
	FORMAT_ATTR(3) NORETURN_ATTR;
void expression_error(struct position pos, const char *fmt, ...)
	FORMAT_ATTR(2);

/*
 * error_die() and die() exit(1), unless a caller that must outlive them (a
 * fuzzer: fuzz/) set this: then they longjmp() there.  Set by that caller
 * only, around one file; the file must then be ended (sparse_end_file()).
 */
extern jmp_buf *die_jump;

/* has_error bits: an error in this phase silences later warnings */
#define ERROR_CURR_PHASE	(1 << 0)
#define ERROR_PREV_PHASE	(1 << 1)
extern int has_error;		/* written by sparse_error(), reset per phase */
extern int diagnostic_count;	/* every diagnostic printed, all files */
extern int error_count;		/* errors said (or not: -fmax-errors) */
extern int die_if_error;	/* -Wsparse-error saw a diagnostic */

/* Start a new phase: errors of the previous one stop silencing warnings. */
void end_of_phase(void);
/* The exit status of a run that ends normally: see diagnostic-format.c */
int diagnostic_exit_status(void);
/* exit(1) if -Wsparse-error is on and a diagnostic was an error. */
void exit_on_sparse_error(void);

// diagnostic-format.c: flags of warnings, JSON and SARIF, macro notes
enum {
	DIAGNOSTIC_FORMAT_TEXT,		/* sparse's lines */
	DIAGNOSTIC_FORMAT_JSON,		/* gcc's -fdiagnostics-format=json */
	DIAGNOSTIC_FORMAT_SARIF,	/* SARIF 2.1.0 */
};
struct ident;
/* The -W name (without -W) of the flag controlling this warning, or NULL */
const char *warning_flag(const char *format, va_list args);
/* The preprocessor expanded @name at @pos (only under -fmacro-backtrace) */
void record_macro_expansion(const struct position *pos,
			    const struct ident *name);
/* -fmacro-backtrace: the note lines after a diagnostic at @pos */
void show_macro_backtrace(struct position pos);
/* A diagnostic in the machine format; @kind NULL: a continuation line */
void emit_diagnostic(const char *kind, const char *flag,
		     const struct position *pos, const char *message);
void diagnostic_fatal(void);		/* the run stops at a fatal error */
void start_diagnostic_format(void);	/* after the options are read */

// lib.c: memory
/* malloc() and friends that die with a message when memory runs out. */
void *xmalloc(size_t size);
void *xrealloc(void *ptr, size_t size);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t len);

// options.c: option globals
/* -W flags: one variable each, from warnings.def */
#define WARNING(var, name, dflt) extern int var;
#include "warnings.def"
#undef WARNING

enum standard {
	STANDARD_NONE,
	STANDARD_C89,
	STANDARD_C94,
	STANDARD_C99,
	STANDARD_C11,
	STANDARD_C17,
	STANDARD_C23,
	STANDARD_GNU89,
	STANDARD_GNU99,
	STANDARD_GNU11,
	STANDARD_GNU17,
	STANDARD_GNU23,
};

extern enum standard standard;		/* -std= */
extern int preprocess_only;		/* -E */
extern int dump_macro_defs;		/* -dD */
extern int dump_macros_only;		/* -dM */
extern int verbose;			/* -v */
extern int tabstop;			/* -ftabstop= (8) */
extern int fmax_errors;			/* -fmax-errors= (100) */
extern int fmax_warnings;		/* -fmax-warnings= (100) */
extern int fmem_report;			/* -fmem-report */
extern const char *diag_prefix;		/* -fdiagnostic-prefix */
extern int diagnostic_format;		/* -fdiagnostics-format= */
extern int fdiagnostics_show_option;	/* -fdiagnostics-show-option */
extern int fmacro_backtrace;		/* -fmacro-backtrace */
extern int fmacro_backtrace_limit;	/* -fmacro-backtrace-limit= (6) */
extern int fwarnings_exit_status;	/* -fwarnings-exit-status */
extern int warning_errors_given;	/* -W[no-]sparse-error=NAME seen */
/* -Wsparse-error=NAME: 1, -Wno-sparse-error=NAME: 0, else (or NULL) -1 */
int warning_error_state(const char *flag);
extern int optimize_level;		/* -O<n> */
extern int optimize_size;		/* -Os */
extern int fpic, fpie;			/* -fpic/-fPIC, -fpie/-fPIE */
extern int fshort_wchar;		/* -fshort-wchar */
extern int funsigned_char;		/* -f[un]signed-char: -1 unset */
extern int funsigned_bitfields;		/* -f[un]signed-bitfields: parse.c */
extern int ffreestanding;		/* -ffreestanding, -fno-hosted */
/* -f[no-]PASS, -fPASS-enable/-disable, -fPASS=last for linearize, mem2reg,
 * optim; nothing reads flinearize (sparse's -fno-linearize does nothing) */
extern int flinearize, fmem2reg, foptim;
extern int fverify_ir;			/* -fverify-ir: after each pass */
extern unsigned long fmemcpy_max_count;	/* -fmemcpy-max-count= */
/*
 * -fdump-ir=linearize,mem2reg,final: the points where the IR is shown,
 * one PASS_* bit each, in the order of the pipeline.  With no -fdump-ir
 * (or an empty list), handle_options() leaves PASS_FINAL set, so that a
 * tool's `if (fdump_ir & PASS_FINAL) show_entry(ep);` shows by default;
 * -fdump-ir alone is linearize.  No option names parse or optim.
 */
extern unsigned long fdump_ir;
#define PASS_PARSE	(1UL << 0)	/* the trees as parsed: unused */
#define PASS_LINEARIZE	(1UL << 1)	/* as linearize.c built it */
#define PASS_MEM2REG	(1UL << 2)	/* after ssa.c (or not) */
#define PASS_OPTIM	(1UL << 3)	/* after the simplifier: unused */
#define PASS_FINAL	(1UL << 4)	/* what test-linearize shows */
extern int arch_m64;			/* ARCH_LP32, ARCH_LP64, ... */
extern int arch_big_endian;		/* -mbig-endian */
extern int arch_cmodel;			/* -mcmodel= */
extern int arch_fp_abi;			/* -mfloat-abi= */
extern const char *arch_name;		/* --arch= as given */
extern const char *os_name;		/* --os= as given */
extern const char *gcc_base_dir;	/* -gcc-base-dir */
extern const char *multiarch_dir;	/* -multiarch-dir */
extern int no_stdinc;			/* -nostdinc */
extern int no_predefines;		/* -undef: unread, as in sparse */
/* -ventry, -vdead, -vir, -vdomtree, -vpostorder: unread */
extern int dbg_entry, dbg_dead, dbg_ir, dbg_domtree, dbg_postorder;
extern int dbg_compound;		/* -vcompound: sparse.c */

enum {
	ARCH_LP32,
	ARCH_X32,
	ARCH_LP64,
	ARCH_LLP64,
};

// options.c: include paths and the preamble built from the options
extern struct string_list *include_dirs;	/* -I, in order */
extern struct string_list *quote_include_dirs;	/* -iquote */
extern struct string_list *system_include_dirs;	/* -isystem */
extern struct string_list *after_include_dirs;	/* -idirafter */
extern struct string_list *include_files;	/* -include, in order */
extern struct string_list *imacros_files;	/* -imacros, in order */

/* Text fed to the preprocessor before each file: -D, -U, predefines. */
void add_pre_buffer(const char *fmt, ...) FORMAT_ATTR(1);
void predefine(const char *name, int weak, const char *fmt, ...)
	FORMAT_ATTR(3);
void add_cmdline_macros(void);	/* the -D and -U options */
extern char *pre_buffer;		/* the text add_pre_buffer() built */
extern size_t pre_buffer_len;

// lib.c: entry points
struct symbol_list;
struct token;
struct symbol_list *sparse_initialize(int argc, char **argv,
				      struct string_list **filelist);
/* One file checked through evaluation; its trees kept until the next. */
struct symbol_list *sparse(char *filename);
/* The same, the trees kept until the caller calls sparse_end_file(). */
struct symbol_list *sparse_keep_tokens(char *filename);
/* The same, but the tokens go as they are parsed (none is kept). */
struct symbol_list *sparse_evaluate(char *filename);
void sparse_end_file(void);
/* Only tokenized, preprocessed and parsed: the trees as parsed. */
struct symbol_list *sparse_parse(char *filename);
void report_stats(void);
/*
 * --help or -h anywhere in argv[1..]: USAGE printed on stdout, exit 0.
 * Each program calls it first, before it takes options of its own.
 */
void exit_on_help(int argc, char **argv, const char *usage);

// options.c: the command line
/* Parse the options in argv[1..]; file names go onto *filelist. */
void handle_options(int argc, char **argv, struct string_list **filelist);

// tool-options.c: a tool's own options, taken before sparse's
enum tool_option_kind {
	TOOL_FLAG,	/* NAME: *flag = value */
	TOOL_VALUE,	/* NAME ARG or NAME=ARG: *string = ARG (the last) */
	TOOL_LIST,	/* NAME ARG or NAME=ARG, repeated: ARG onto *list */
};

/*
 * One option of a tool, in a table ended by { .name = NULL }:
 *	{ "-e", TOOL_FLAG, .flag = &emacs, .value = 1 },
 *	{ "-f", TOOL_VALUE, .string = &tagfile },
 *	{ "--function", TOOL_LIST, .list = &functions },
 */
struct tool_option {
	const char *name;		/* as typed: "-e", "--ast", "-fcontext" */
	enum tool_option_kind kind;
	int *flag;			/* TOOL_FLAG: set to value */
	int value;
	const char **string;		/* TOOL_VALUE */
	struct string_list **list;	/* TOOL_LIST */
};

/*
 * The tool's @options taken out of argv[1..] (*@argc updated, argv
 * NULL-terminated again), what is left in its order for
 * sparse_initialize() or handle_options().  An option that takes an
 * argument and has none dies.
 */
void take_tool_options(int *argc, char **argv,
		       const struct tool_option *options);

/*
 * Typed list helpers, as sparse's lib.h gives them: each a thin wrapper
 * of ptrlist.h's generic macros for one list type.
 */
static inline void add_symbol(struct symbol_list **list, struct symbol *sym)
{
	add_ptr_list(list, sym);
}

static inline void add_statement(struct statement_list **list,
				 struct statement *stmt)
{
	add_ptr_list(list, stmt);
}

static inline void add_expression(struct expression_list **list,
				  struct expression *expr)
{
	add_ptr_list(list, expr);
}

static inline void add_ident(struct ident_list **list, struct ident *ident)
{
	add_ptr_list(list, ident);
}

static inline void add_instruction(struct instruction_list **list,
				   struct instruction *insn)
{
	add_ptr_list(list, insn);
}

static inline void add_bb(struct basic_block_list **list,
			  struct basic_block *bb)
{
	add_ptr_list(list, bb);
}

static inline void add_pseudo(struct pseudo_list **list, struct pseudo *pseudo)
{
	add_ptr_list(list, pseudo);
}

static inline struct symbol *first_symbol(struct symbol_list *head)
{
	return first_ptr_list(head);
}

static inline struct pseudo *first_pseudo(struct pseudo_list *head)
{
	return first_ptr_list(head);
}

static inline struct instruction *first_instruction(struct instruction_list *head)
{
	return first_ptr_list(head);
}

static inline struct basic_block *first_basic_block(struct basic_block_list *head)
{
	return first_ptr_list(head);
}

static inline struct basic_block *last_basic_block(struct basic_block_list *head)
{
	return last_ptr_list(head);
}

static inline struct instruction *delete_last_instruction(struct instruction_list **head)
{
	return delete_ptr_list_last(head);
}

static inline struct basic_block *delete_last_basic_block(struct basic_block_list **head)
{
	return delete_ptr_list_last(head);
}

static inline void concat_basic_block_list(struct basic_block_list *from,
					   struct basic_block_list **to)
{
	concat_ptr_list(from, to);
}

static inline void concat_instruction_list(struct instruction_list *from,
					   struct instruction_list **to)
{
	concat_ptr_list(from, to);
}

static inline void free_instruction_list(struct instruction_list **head)
{
	free_ptr_list(head);
}

static inline int symbol_list_size(struct symbol_list *list)
{
	return ptr_list_size(list);
}

static inline int statement_list_size(struct statement_list *list)
{
	return ptr_list_size(list);
}

static inline int expression_list_size(struct expression_list *list)
{
	return ptr_list_size(list);
}

static inline int instruction_list_size(struct instruction_list *list)
{
	return ptr_list_size(list);
}

static inline int pseudo_list_size(struct pseudo_list *list)
{
	return ptr_list_size(list);
}

static inline int bb_list_size(struct basic_block_list *list)
{
	return ptr_list_size(list);
}

#ifdef __cplusplus
}
#endif

#endif
