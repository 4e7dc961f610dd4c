// SPDX-License-Identifier: MIT
/*
 * options.c — gcc's command line, as a checker reads it.
 *
 * Takes argv, sets the option globals declared in lib.h, and collects
 * file names.  This file writes them, but for target.c's: select_target()
 * (for --arch=) and init_target() set arch_m64, arch_big_endian and
 * funsigned_char to the target's defaults.  Every gcc option is accepted:
 * those that do not concern checking are ignored, and those that take a
 * separate argument consume it.  -D/-U/-include feed the preamble text
 * (pre_buffer) that the preprocessor reads before each file.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "target.h"

enum {
	WARNING_OFF,
	WARNING_ON,
	WARNING_FORCE_OFF,
	WARNING_FROM_STD,
};

#define WARNING(var, name, dflt) int var = dflt;
#include "warnings.def"
#undef WARNING

struct warning_flag {
	const char *name;		/* after -W / -Wno- */
	int *flag;
	int dflt;			/* WARNING_* */
};

static const struct warning_flag warning_flags[] = {
#define WARNING(var, name, dflt) { name, &var, dflt },
#include "warnings.def"
#undef WARNING
};


enum standard standard = STANDARD_GNU89;	/* as sparse 0.6.4 */
int preprocess_only;
int dump_macro_defs;
int dump_macros_only;
int verbose;
int tabstop = 8;
int fmax_errors = 100;
int fmax_warnings = 100;
int fmem_report;
const char *diag_prefix;
int diagnostic_format = DIAGNOSTIC_FORMAT_TEXT;
int fdiagnostics_show_option;
int fmacro_backtrace;
int fmacro_backtrace_limit = 6;
int fwarnings_exit_status;
int warning_errors_given;
int optimize_level;
int optimize_size;
int fpic, fpie;
int fshort_wchar;
int funsigned_char = -1;
int funsigned_bitfields;
int ffreestanding;
int flinearize = 1, fmem2reg = 1, foptim = 1;
int fverify_ir;
unsigned long fmemcpy_max_count = 100000;
unsigned long fdump_ir;
int arch_m64 = ARCH_M64_DEFAULT;
int arch_big_endian = ARCH_BIG_ENDIAN_DEFAULT;
int arch_cmodel;
int arch_fp_abi;
const char *arch_name;
const char *os_name;
const char *gcc_base_dir;
const char *multiarch_dir;
int no_stdinc;
int no_predefines;
int dbg_entry, dbg_dead, dbg_ir, dbg_domtree, dbg_postorder;
int dbg_compound;

struct string_list *include_dirs;
struct string_list *quote_include_dirs;
struct string_list *system_include_dirs;
struct string_list *after_include_dirs;
struct string_list *include_files;
struct string_list *imacros_files;

char *pre_buffer;
size_t pre_buffer_len;
static size_t pre_buffer_size;

/* -D and -U, in order: they go between the target's macros and its types. */
static char *cmdline_macros;
static size_t cmdline_macros_len, cmdline_macros_size;

static void append_text(char **text, size_t *len, size_t *size,
			const char *fmt, va_list args)
{
	va_list again;
	int more;

	va_copy(again, args);
	more = vsnprintf(NULL, 0, fmt, args);
	if (*len + more + 1 > *size) {
		*size = (*len + more + 1) * 2;
		*text = xrealloc(*text, *size);
	}
	vsnprintf(*text + *len, more + 1, fmt, again);
	va_end(again);
	*len += more;
}

void add_pre_buffer(const char *fmt, ...)
{
	va_list args;

	va_start(args, fmt);
	append_text(&pre_buffer, &pre_buffer_len, &pre_buffer_size, fmt,
		    args);
	va_end(args);
}

static void add_cmdline_macro(const char *fmt, ...) FORMAT_ATTR(1);
static void add_cmdline_macro(const char *fmt, ...)
{
	va_list args;

	va_start(args, fmt);
	append_text(&cmdline_macros, &cmdline_macros_len,
		    &cmdline_macros_size, fmt, args);
	va_end(args);
}

/* Append the -D and -U options to the preamble, in their order. */
void add_cmdline_macros(void)
{
	if (cmdline_macros)
		add_pre_buffer("%s", cmdline_macros);
}

/* A predefined macro; @weak ones may be redefined without a warning. */
void predefine(const char *name, int weak, const char *fmt, ...)
{
	char value[256] = "1";
	va_list args;

	if (fmt) {
		va_start(args, fmt);
		vsnprintf(value, sizeof(value), fmt, args);
		va_end(args);
	}
	add_pre_buffer("#%s %s %s\n", weak ? "weak_define" : "define",
		       name, value);
}

// The argument walker

struct option_state {
	char **argv;			/* the next ones are argv[*] */
	struct string_list **filelist;
};

/* The value of "-Xvalue" or of the next argument for "-X value". */
static char *option_argument(struct option_state *state, char *arg,
			     const char *option)
{
	size_t len = strlen(option);

	if (arg[len])
		return arg + len;
	if (!*state->argv)
		die("argument to `%s' is missing", option);
	return *state->argv++;
}

static int handle_define(struct option_state *state, char *arg)
{
	char *name = option_argument(state, arg, "-D");
	char *value = strchr(name, '=');

	if (value)
		add_cmdline_macro("#define %.*s %s\n", (int)(value - name),
				  name, value + 1);
	else
		add_cmdline_macro("#define %s 1\n", name);
	return 1;
}

static int handle_undef(struct option_state *state, char *arg)
{
	add_cmdline_macro("#undef %s\n", option_argument(state, arg, "-U"));
	return 1;
}

static int handle_include_dir(struct option_state *state, char *arg)
{
	char *dir = option_argument(state, arg, "-I");

	if (!strcmp(dir, "-")) {
		/* -I-: the dirs so far are for "..." includes only */
		FOR_EACH_PTR(include_dirs, dir) {
			add_ptr_list(&quote_include_dirs, dir);
		} END_FOR_EACH_PTR(dir);
		free_ptr_list(&include_dirs);
		return 1;
	}
	add_ptr_list(&include_dirs, dir);
	return 1;
}

/*
 * -Wsparse-error=NAME, -Wno-sparse-error=NAME: the warning of one flag
 * printed as an error (and turned on, as gcc's -Werror=NAME), or kept a
 * warning under -Wsparse-error.  gcc's -Werror=NAME, which the kernel
 * passes, is ignored as sparse ignores it.
 */
static signed char warning_errors[ARRAY_SIZE(warning_flags)];	/* 0 unset */

static void set_warning_error(const char *name, int on)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(warning_flags); i++) {
		if (warning_flags[i].flag != &Wsparse_error &&
		    !strcmp(name, warning_flags[i].name))
			break;
	}
	if (i == ARRAY_SIZE(warning_flags))
		die("error: unknown warning '%s' in '-W%ssparse-error=%s'",
		    name, on ? "" : "no-", name);
	warning_errors[i] = on ? 1 : -1;
	if (on)
		*warning_flags[i].flag = 1;
	warning_errors_given = 1;
}

int warning_error_state(const char *flag)
{
	size_t i;

	if (!flag || !warning_errors_given)
		return -1;
	for (i = 0; i < ARRAY_SIZE(warning_flags); i++) {
		if (!strcmp(flag, warning_flags[i].name))
			return warning_errors[i] ? warning_errors[i] > 0 : -1;
	}
	return -1;
}

/* -Wname, -Wno-name; unknown ones are gcc's and ignored. */
static void set_warning(const char *name, int on)
{
	size_t i;

	if (!strncmp(name, "sparse-error=", 13)) {
		set_warning_error(name + 13, on);
		return;
	}
	if (!strcmp(name, "sparse-all")) {
		for (i = 0; i < ARRAY_SIZE(warning_flags); i++) {
			if (warning_flags[i].dflt != WARNING_FORCE_OFF)
				*warning_flags[i].flag = on;
		}
		return;
	}
	for (i = 0; i < ARRAY_SIZE(warning_flags); i++) {
		if (!strcmp(name, warning_flags[i].name)) {
			*warning_flags[i].flag = on;
			return;
		}
	}
}

static int handle_warning(struct option_state *state, char *arg)
{
	(void)state;
	if (arg[2] == 'p' || arg[2] == 'l' || arg[2] == 'a') {
		if (arg[3] == ',')
			return 1;	/* -Wp,... -Wl,... -Wa,... */
	}
	if (!strncmp(arg + 2, "no-", 3))
		set_warning(arg + 5, 0);
	else
		set_warning(arg + 2, 1);
	return 1;
}

static const struct {
	const char *name;
	enum standard std;
} standards[] = {
	{ "c89", STANDARD_C89 },	{ "c90", STANDARD_C89 },
	{ "iso9899:1990", STANDARD_C89 }, { "iso9899:199409", STANDARD_C94 },
	{ "gnu89", STANDARD_GNU89 },	{ "gnu90", STANDARD_GNU89 },
	{ "c99", STANDARD_C99 },	{ "c9x", STANDARD_C99 },
	{ "iso9899:1999", STANDARD_C99 }, { "iso9899:199x", STANDARD_C99 },
	{ "gnu99", STANDARD_GNU99 },	{ "gnu9x", STANDARD_GNU99 },
	{ "c11", STANDARD_C11 },	{ "c1x", STANDARD_C11 },
	{ "iso9899:2011", STANDARD_C11 },
	{ "gnu11", STANDARD_GNU11 },	{ "gnu1x", STANDARD_GNU11 },
	{ "c17", STANDARD_C17 },	{ "c18", STANDARD_C17 },
	{ "iso9899:2017", STANDARD_C17 }, { "iso9899:2018", STANDARD_C17 },
	{ "gnu17", STANDARD_GNU17 },	{ "gnu18", STANDARD_GNU17 },
	{ "c2x", STANDARD_C23 },	{ "c23", STANDARD_C23 },
	{ "iso9899:2024", STANDARD_C23 },
	{ "gnu2x", STANDARD_GNU23 },	{ "gnu23", STANDARD_GNU23 },
};

static int handle_std(struct option_state *state, char *arg)
{
	size_t i;

	(void)state;
	for (i = 0; i < ARRAY_SIZE(standards); i++) {
		if (!strcmp(arg + 5, standards[i].name)) {
			standard = standards[i].std;
			return 1;
		}
	}
	die("Unsupported C dialect");
}

/* A number after "-fname=": die with sparse's message if it is not one. */
static unsigned long number_argument(const char *arg, const char *value)
{
	char *end;
	unsigned long n = strtoul(value, &end, 0);

	if (!*value || *end)
		die("error: wrong argument to '%s'", arg);
	return n > INT_MAX ? INT_MAX : n;
}

static const struct {
	const char *name;
	unsigned long bit;
} dump_ir_passes[] = {
	{ "linearize", PASS_LINEARIZE },
	{ "mem2reg", PASS_MEM2REG },
	{ "final", PASS_FINAL },
};

/* -fdump-ir[=PASS[,PASS...]]: alone, linearize; empty names are skipped */
static void handle_dump_ir(const char *arg, const char *value)
{
	size_t i, len;

	if (!value) {
		fdump_ir |= PASS_LINEARIZE;
		return;
	}
	for (; *value; value += len + (value[len] == ',')) {
		len = strcspn(value, ",");
		if (!len)
			continue;
		for (i = 0; i < ARRAY_SIZE(dump_ir_passes); i++) {
			if (strlen(dump_ir_passes[i].name) == len &&
			    !strncmp(value, dump_ir_passes[i].name, len))
				break;
		}
		if (i == ARRAY_SIZE(dump_ir_passes))
			die("error: wrong option '%.*s' for '%s'", (int)len,
			    value, arg);
		fdump_ir |= dump_ir_passes[i].bit;
	}
}

/* gcc's names: json and sarif go to stderr, as gcc's -stderr forms do. */
static void handle_diagnostics_format(const char *arg, const char *value)
{
	static const char *const formats[] = {
		[DIAGNOSTIC_FORMAT_TEXT] = "text",
		[DIAGNOSTIC_FORMAT_JSON] = "json",
		[DIAGNOSTIC_FORMAT_SARIF] = "sarif",
	};
	size_t len = strcspn(value, "-");
	size_t i;

	if (value[len] && strcmp(value + len, "-stderr"))
		die("error: wrong argument to '%s'", arg);
	for (i = 0; i < ARRAY_SIZE(formats); i++) {
		if (strlen(formats[i]) == len &&
		    !strncmp(value, formats[i], len)) {
			diagnostic_format = i;
			start_diagnostic_format();
			return;
		}
	}
	die("error: wrong argument to '%s'", arg);
}

/* -f options that are on/off switches: -fNAME and -fno-NAME. */
static const struct {
	const char *name;
	int *flag;
	int value;		/* for -fNAME; -fno-NAME stores !value */
} f_switches[] = {
	{ "verify-ir", &fverify_ir, 1 },
	{ "freestanding", &ffreestanding, 1 },
	{ "hosted", &ffreestanding, 0 },
	{ "unsigned-char", &funsigned_char, 1 },
	{ "signed-char", &funsigned_char, 0 },
	/* accepted as upstream sparse does; no check reads it yet */
	{ "unsigned-bitfields", &funsigned_bitfields, 1 },
	{ "signed-bitfields", &funsigned_bitfields, 0 },
	{ "short-wchar", &fshort_wchar, 1 },
	{ "mem-report", &fmem_report, 1 },
	{ "diagnostics-show-option", &fdiagnostics_show_option, 1 },
	{ "macro-backtrace", &fmacro_backtrace, 1 },
	{ "warnings-exit-status", &fwarnings_exit_status, 1 },
	{ "pic", &fpic, 1 },
	{ "PIC", &fpic, 2 },
	{ "pie", &fpie, 1 },
	{ "PIE", &fpie, 2 },
};

static int handle_f_value(const char *arg, const char *name)
{
	const char *eq = strchr(name, '=');
	const char *value = eq ? eq + 1 : "";
	size_t len = eq ? (size_t)(eq - name) : strlen(name);

#define IS(s) (len == strlen(s) && !strncmp(name, s, len))
	if (IS("tabstop")) {
		unsigned long n = strtoul(value, NULL, 10);

		if (eq && n > 0 && n <= 100)
			tabstop = n;
	} else if (IS("max-errors")) {
		fmax_errors = strcmp(value, "unlimited") ?
			(int)number_argument(arg, value) : INT_MAX;
	} else if (IS("max-warnings")) {
		fmax_warnings = strcmp(value, "unlimited") ?
			(int)number_argument(arg, value) : INT_MAX;
	} else if (IS("memcpy-max-count")) {
		fmemcpy_max_count = strcmp(value, "unlimited") ?
			number_argument(arg, value) : (unsigned long)-1;
	} else if (IS("diagnostic-prefix")) {
		diag_prefix = eq ? value : "sparse";
	} else if (IS("dump-ir")) {
		handle_dump_ir(arg, eq ? value : NULL);
	} else if (IS("macro-backtrace-limit")) {
		fmacro_backtrace_limit = number_argument(arg, value);
	} else if (IS("diagnostics-format")) {
		handle_diagnostics_format(arg, value);
	} else {
		return 0;
	}
#undef IS
	return 1;
}

/* The passes -fPASS switches, in the order they run (ORDER: optimize()). */
static int *const f_passes[] = { &flinearize, &fmem2reg, &foptim };
static const char *const f_pass_names[] = { "linearize", "mem2reg", "optim" };

/*
 * -fPASS and -fPASS-enable switch PASS on, -fno-PASS and -fPASS-disable
 * off, -fPASS=last the passes after it off (PASS itself as it was); as
 * sparse, other forms are ignored as other -f options are.
 */
static int handle_f_pass(const char *name, int negated)
{
	size_t i, j, len;
	const char *form;

	for (i = 0; i < ARRAY_SIZE(f_passes); i++) {
		len = strlen(f_pass_names[i]);
		if (!strncmp(name, f_pass_names[i], len))
			break;
	}
	if (i == ARRAY_SIZE(f_passes))
		return 0;
	form = name + len;
	if (!*form) {
		*f_passes[i] = !negated;
	} else if (negated) {
		return 0;
	} else if (!strcmp(form, "-enable")) {
		*f_passes[i] = 1;
	} else if (!strcmp(form, "-disable")) {
		*f_passes[i] = 0;
	} else if (!strcmp(form, "=last")) {
		for (j = i + 1; j < ARRAY_SIZE(f_passes); j++)
			*f_passes[j] = 0;
	} else {
		return 0;
	}
	return 1;
}

static int handle_f(struct option_state *state, char *arg)
{
	const char *name = arg + 2;
	int negated = 0;
	size_t i;

	(void)state;
	if (!strncmp(name, "no-", 3)) {
		negated = 1;
		name += 3;
	}
	/* as sparse: -fno-NAME=VALUE is -fNAME=VALUE */
	if (handle_f_value(arg, name) || handle_f_pass(name, negated))
		return 1;
	for (i = 0; i < ARRAY_SIZE(f_switches); i++) {
		if (!strcmp(name, f_switches[i].name)) {
			int value = f_switches[i].value;

			/*
			 * sparse 0.6.4 reads -fno-pic/-fno-PIE as -fpic/-fPIE;
			 * the kernel passes -fno-PIE, and which branches of
			 * its headers are checked depends on __pie__, so we
			 * read them the same way to report the same things.
			 */
			if (f_switches[i].flag == &fpic ||
			    f_switches[i].flag == &fpie)
				negated = 0;
			*f_switches[i].flag = negated ? !value : value;
			return 1;
		}
	}
	return 1;		/* another of gcc's -f options */
}

static const char *const cmodels[] = {
	"any", "small", "medium", "large", "kernel", "tiny", "medlow",
	"medany", "normal", "compact",
};

/* ORDER: enum fp_abi */
static const char *const float_abis[] = {
	[FP_ABI_SOFT] = "soft",
	[FP_ABI_HYBRID] = "softfp",
	[FP_ABI_HARD] = "hard",
};

static int match_name(const char *value, const char *const *names, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (names[i] && !strcmp(value, names[i]))
			return (int)i;
	}
	return -1;
}

static int handle_m(struct option_state *state, char *arg)
{
	const char *name = arg + 2;
	int n;

	(void)state;
	if (!strcmp(name, "32"))
		arch_m64 = ARCH_LP32;
	else if (!strcmp(name, "64"))
		arch_m64 = ARCH_LP64;
	else if (!strcmp(name, "x32"))
		arch_m64 = ARCH_X32;
	else if (!strcmp(name, "size-llp64"))
		arch_m64 = ARCH_LLP64;
	else if (!strcmp(name, "size-long"))
		arch_m64 = ARCH_LP64;
	else if (!strcmp(name, "big-endian"))
		arch_big_endian = 1;
	else if (!strcmp(name, "little-endian"))
		arch_big_endian = 0;
	else if (!strcmp(name, "hard-float"))
		arch_fp_abi = FP_ABI_HARD;
	else if (!strcmp(name, "soft-float"))
		arch_fp_abi = FP_ABI_SOFT;
	else if (!strncmp(name, "cmodel=", 7)) {
		n = match_name(name + 7, cmodels, ARRAY_SIZE(cmodels));
		if (n >= 0)
			arch_cmodel = n;
	} else if (!strncmp(name, "float-abi=", 10)) {
		n = match_name(name + 10, float_abis, ARRAY_SIZE(float_abis));
		if (n < 0)
			die("invalid argument '%s' in option '%s'", name + 10,
			    arg);
		arch_fp_abi = n;
	}
	return 1;
}

static int handle_O(struct option_state *state, char *arg)
{
	(void)state;
	/* as sparse: -Os sets __OPTIMIZE_SIZE__, -Oz and -Ox only level 1 */
	optimize_size = !strcmp(arg, "-Os");
	if (arg[2] >= '0' && arg[2] <= '9')
		optimize_level = atoi(arg + 2);
	else
		optimize_level = 1;
	return 1;
}

static int handle_d(struct option_state *state, char *arg)
{
	(void)state;
	if (!strcmp(arg, "-dD"))
		dump_macro_defs = 1;
	else if (!strcmp(arg, "-dM"))
		dump_macros_only = 1;
	return 1;
}

static int handle_v(struct option_state *state, char *arg)
{
	/*
	 * -vNAME: upstream sparse's debug output switches, accepted so that
	 * they are not counted as -v; nothing prints that output yet.
	 */
	static const struct {
		const char *name;
		int *flag;
	} debug[] = {
		{ "compound", &dbg_compound }, { "dead", &dbg_dead },
		{ "domtree", &dbg_domtree }, { "entry", &dbg_entry },
		{ "ir", &dbg_ir }, { "postorder", &dbg_postorder },
	};
	size_t i;

	(void)state;
	for (i = 0; i < ARRAY_SIZE(debug); i++) {
		if (!strcmp(arg + 2, debug[i].name)) {
			*debug[i].flag = 1;
			return 1;
		}
	}
	for (i = 1; arg[i] == 'v'; i++)
		verbose++;
	return 1;
}

static int handle_version(struct option_state *state, char *arg)
{
	(void)state;
	(void)arg;
	printf("%s\n", SPARSE_VERSION);
	exit(0);
}

/* Options with a separate argument that we keep. */
static int handle_path_option(struct option_state *state, char *arg,
			      const char *option, struct string_list **list)
{
	add_ptr_list(list, option_argument(state, arg, option));
	return 1;
}

static int handle_i(struct option_state *state, char *arg)
{
	if (!strncmp(arg, "-include", 8))
		return handle_path_option(state, arg, "-include",
					  &include_files);
	if (!strncmp(arg, "-imacros", 8))
		return handle_path_option(state, arg, "-imacros",
					  &imacros_files);
	if (!strncmp(arg, "-isystem", 8))
		return handle_path_option(state, arg, "-isystem",
					  &system_include_dirs);
	if (!strncmp(arg, "-idirafter", 10))
		return handle_path_option(state, arg, "-idirafter",
					  &after_include_dirs);
	if (!strncmp(arg, "-iquote", 7))
		return handle_path_option(state, arg, "-iquote",
					  &quote_include_dirs);
	return 0;
}

/*
 * gcc options whose argument is the next word (unless joined): consume
 * it and forget both.
 */
static const char *const options_with_argument[] = {
	"-o", "-x", "-MF", "-MT", "-MQ", "-aux-info", "--param", "-A",
	"-Xlinker", "-Xassembler", "-Xpreprocessor", "-u", "-T", "-L", "-l",
	"-iprefix", "-iwithprefix", "-iwithprefixbefore", "-isysroot",
	"-imultilib", "-imultiarch", "-dumpbase", "-dumpdir", "-auxbase",
	"-auxbase-strip", "-z", "-e", "-G", "-V", "-b", "-wrapper",
	"--sysroot", "-B",
};

static int skip_option_argument(struct option_state *state, char *arg)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(options_with_argument); i++) {
		if (!strcmp(arg, options_with_argument[i])) {
			if (*state->argv)
				state->argv++;
			return 1;
		}
	}
	return 0;
}

static int handle_long(struct option_state *state, char *arg)
{
	if (!strcmp(arg, "--version"))
		return handle_version(state, arg);
	if (!strncmp(arg, "--arch=", 7)) {
		arch_name = arg + 7;
		select_target(arch_name);
		return 1;
	}
	if (!strncmp(arg, "--os=", 5)) {
		os_name = arg + 5;
		return 1;
	}
	return 0;
}

static int handle_dash_option(struct option_state *state, char *arg)
{
	if (skip_option_argument(state, arg))
		return 1;
	if (!strcmp(arg, "-multiarch-dir")) {	/* before -m's handle_m() */
		multiarch_dir = option_argument(state, arg, arg);
		return 1;
	}
	switch (arg[1]) {
	case 'D': return handle_define(state, arg);
	case 'U': return handle_undef(state, arg);
	case 'I': return handle_include_dir(state, arg);
	case 'W': return handle_warning(state, arg);
	case 'f': return handle_f(state, arg);
	case 'm': return handle_m(state, arg);
	case 'O': return handle_O(state, arg);
	case 'd': return handle_d(state, arg);
	case 'v': return handle_v(state, arg);
	case 'i': return handle_i(state, arg);
	case '-': return handle_long(state, arg);
	case 'E':
		if (!arg[2])
			preprocess_only = 1;
		return 1;
	case 's':
		if (!strncmp(arg, "-std=", 5))
			return handle_std(state, arg);
		return 0;
	case 'a':
		/* -ansi is -std=c89, as gcc and sparse take it */
		if (!strcmp(arg, "-ansi"))
			standard = STANDARD_C89;
		return 0;
	case 'g':
		if (!strcmp(arg, "-gcc-base-dir")) {
			gcc_base_dir = option_argument(state, arg, arg);
			return 1;
		}
		return 0;
	case 'n':
		if (!strcmp(arg, "-nostdinc"))
			no_stdinc = 1;
		return 0;
	case 'u':
		/* accepted and ignored, as upstream sparse ignores it: its
		 * predefined macros stay */
		if (!strcmp(arg, "-undef"))
			no_predefines = 1;
		return 0;
	}
	return 0;
}

/* Warnings whose default depends on other options. */
static void finish_warning_defaults(void)
{
	if (Wdeclaration_after_statement == WARNING_FROM_STD)
		Wdeclaration_after_statement =
			standard == STANDARD_C89 || standard == STANDARD_C94;
	if (Wsparse_error == WARNING_FORCE_OFF)
		Wsparse_error = 0;
	if (Wcontext_lock == WARNING_FORCE_OFF)
		Wcontext_lock = 0;
}

void handle_options(int argc, char **argv, struct string_list **filelist)
{
	struct option_state state = { argv + 1, filelist };
	char *arg;

	(void)argc;
	while ((arg = *state.argv++) != NULL) {
		if (arg[0] == '-' && arg[1])
			handle_dash_option(&state, arg);
		else
			add_ptr_list(filelist, arg);
	}
	finish_warning_defaults();
	if (!fdump_ir)
		fdump_ir = PASS_FINAL;
}
