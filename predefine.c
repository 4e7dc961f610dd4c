// SPDX-License-Identifier: MIT
/*
 * predefine.c — the resolved target and options become predefined macros.
 *
 * Takes the globals of target.h and the options of lib.h (-std=, -O,
 * -fpic, -ffreestanding, ...), gives #define and #weak_define lines in the
 * preamble (through predefine()), in the order Debian's sparse 0.6.4 lists
 * them under -dM: the command line's -D and -U come between the two calls.  Weak are those a program may redefine quietly: all but
 * the checker's own, the __ATOMIC_ orders, and a few that gcc's driver
 * derives from options.  -undef changes nothing here, as in sparse 0.6.4.
 */
#include <stdio.h>

#include "lib.h"
#include "target.h"

/*
 * The gcc this program was built with (the Makefile passes -DGCC_MAJOR=...):
 * headers test __GNUC__ to pick what they use.
 */
#if !defined(GCC_MAJOR) && defined(__GNUC__) && !defined(__clang__)
#define GCC_MAJOR __GNUC__
#define GCC_MINOR __GNUC_MINOR__
#define GCC_PATCHLEVEL __GNUC_PATCHLEVEL__
#endif
#ifndef GCC_MAJOR
#define GCC_MAJOR 12
#define GCC_MINOR 2
#define GCC_PATCHLEVEL 0
#endif

void predefine_weak(const char *name)
{
	predefine(name, 1, "1");
}

void predefine_strong(const char *name)
{
	predefine(name, 0, "1");
}

static bool gnu_dialect(void)
{
	switch (standard) {
	case STANDARD_C89:
	case STANDARD_C94:
	case STANDARD_C99:
	case STANDARD_C11:
	case STANDARD_C17:
	case STANDARD_C23:
		return false;
	default:
		return true;
	}
}

void predefine_if_gnu(const char *name)
{
	if (gnu_dialect())
		predefine_weak(name);
}

// The compiler and the dialect

static const char *stdc_version(void)
{
	switch (standard) {
	case STANDARD_C94:
		return "199409L";
	case STANDARD_C99:
	case STANDARD_GNU99:
		return "199901L";
	case STANDARD_C11:
	case STANDARD_GNU11:
		return "201112L";
	case STANDARD_C17:
	case STANDARD_GNU17:
		return "201710L";
	case STANDARD_C23:
	case STANDARD_GNU23:
		return "202311L";
	default:
		return NULL;	/* C89, GNU89: no __STDC_VERSION__ */
	}
}

static void predefine_dialect(void)
{
	const char *version = stdc_version();

	predefine_strong("__CHECKER__");
	predefine("__GNUC__", 1, "%d", GCC_MAJOR);
	predefine("__GNUC_MINOR__", 1, "%d", GCC_MINOR);
	predefine("__GNUC_PATCHLEVEL__", 1, "%d", GCC_PATCHLEVEL);
	predefine_weak("__STDC__");
	predefine("__STDC_HOSTED__", 0, "%d", !ffreestanding);
	if (version)
		predefine("__STDC_VERSION__", 1, "%s", version);
	if (!gnu_dialect())
		predefine_weak("__STRICT_ANSI__");
	if (version && version[0] == '2') {	/* C11 and later */
		predefine_weak("__STDC_NO_ATOMICS__");
		predefine_weak("__STDC_NO_COMPLEX__");
		predefine_weak("__STDC_NO_THREADS__");
	}
}

// Sizes and limits

/* The suffix of an integer constant of @type: "", "U", "L", ... "ULL". */
static const char *constant_suffix(enum int_type type)
{
	static const char *const suffixes[] = {
		[ITYPE_INT] = "", [ITYPE_UINT] = "U",
		[ITYPE_LONG] = "L", [ITYPE_ULONG] = "UL",
		[ITYPE_LLONG] = "LL", [ITYPE_ULLONG] = "ULL",
	};

	if (type < ITYPE_INT)
		return "";	/* char and short promote to int */
	return suffixes[type];
}

/* __<name>_MAX__: the largest value of @type, in hex. */
static void predefine_max(const char *name, enum int_type type)
{
	char macro[64], digits[32];
	int bits = int_type_bits(type);
	int i, n = 0;

	if (int_type_is_signed(type)) {
		digits[n++] = '7';
		bits -= 4;
	}
	for (i = 0; i < bits / 4 && n < (int)sizeof(digits) - 1; i++)
		digits[n++] = 'f';
	digits[n] = '\0';
	snprintf(macro, sizeof(macro), "__%s_MAX__", name);
	predefine(macro, 1, "0x%s%s", digits, constant_suffix(type));
}

static void predefine_sizeof(const char *name, int bits)
{
	char macro[64];

	snprintf(macro, sizeof(macro), "__SIZEOF_%s__", name);
	predefine(macro, 1, "%d", bits / bits_in_char);
}

static void predefine_width(const char *name, enum int_type type)
{
	char macro[64];

	snprintf(macro, sizeof(macro), "__%s_WIDTH__", name);
	predefine(macro, 1, "%d", int_type_bits(type));
}

/* An unsigned type's minimum; a signed one's comes with its type. */
static void predefine_unsigned_min(const char *name, enum int_type type)
{
	char macro[64];

	if (int_type_is_signed(type))
		return;
	snprintf(macro, sizeof(macro), "__%s_MIN__", name);
	predefine(macro, 1, "0%s", constant_suffix(type));
}

/* __SIZEOF_<size_name>__, __<name>_MAX__ and __<name>_WIDTH__. */
static void predefine_limits(const char *name, const char *size_name,
			     enum int_type type)
{
	predefine_sizeof(size_name, int_type_bits(type));
	predefine_max(name, type);
	predefine_width(name, type);
}

/* Of wchar_t and wint_t: their minimum too, when they are unsigned. */
static void predefine_char_limits(const char *name, const char *size_name,
				  enum int_type type)
{
	predefine_sizeof(size_name, int_type_bits(type));
	predefine_max(name, type);
	predefine_unsigned_min(name, type);
	predefine_width(name, type);
}

/* __INT<n>_MAX__ and __UINT<n>_MAX__ for the exact-width types. */
static void predefine_exact_limits(const enum int_type types[4])
{
	char name[32];
	int n;

	for (n = 0; n < 4; n++) {
		snprintf(name, sizeof(name), "INT%d", 8 << n);
		predefine_max(name, types[n]);
		snprintf(name, sizeof(name), "UINT%d", 8 << n);
		predefine_max(name, int_type_unsigned(types[n]));
	}
}

/* __<prefix><n>_MAX__, its width, and __U<prefix><n>_MAX__. */
static void predefine_family_limits(const char *prefix,
				    const enum int_type types[4])
{
	char name[32];
	int n;

	for (n = 0; n < 4; n++) {
		snprintf(name, sizeof(name), "%s%d", prefix, 8 << n);
		predefine_max(name, types[n]);
		predefine_width(name, types[n]);
		snprintf(name, sizeof(name), "U%s%d", prefix, 8 << n);
		predefine_max(name, int_type_unsigned(types[n]));
	}
}

/* A signed typedef's max and width, and its unsigned twin's max. */
static void predefine_pair_limits(const char *name, enum int_type type)
{
	char twin[32];

	predefine_max(name, type);
	predefine_width(name, type);
	snprintf(twin, sizeof(twin), "U%s", name);
	predefine_max(twin, int_type_unsigned(type));
}

static void predefine_sizes(void)
{
	/* intN_t and int_leastN_t are the same types */
	const enum int_type exact[] = {
		ITYPE_SCHAR, ITYPE_SHORT, int32_type, int64_type,
	};
	const enum int_type fast[] = {
		fast8_type, fast16_type, fast32_type, fast64_type,
	};

	predefine("__CHAR_BIT__", 1, "%d", bits_in_char);
	if (funsigned_char)
		predefine_weak("__CHAR_UNSIGNED__");
	predefine_limits("SHRT", "SHORT", ITYPE_SHORT);
	predefine_max("SCHAR", ITYPE_SCHAR);
	predefine_width("SCHAR", ITYPE_SCHAR);
	predefine_char_limits("WCHAR", "WCHAR_T", wchar_type);
	predefine_char_limits("WINT", "WINT_T", wint_type);
	predefine_limits("INT", "INT", ITYPE_INT);
	predefine_limits("LONG", "LONG", ITYPE_LONG);
	predefine_limits("LONG_LONG", "LONG_LONG", ITYPE_LLONG);
	predefine_exact_limits(exact);
	predefine_family_limits("INT_LEAST", exact);
	predefine_family_limits("INT_FAST", fast);
	predefine_pair_limits("INTMAX", intmax_type);
	predefine_pair_limits("INTPTR", intptr_type);
	predefine_limits("PTRDIFF", "PTRDIFF_T", ptrdiff_type);
	predefine_limits("SIZE", "SIZE_T", size_t_type);
	predefine_sizeof("POINTER", bits_in_pointer);
	predefine_max("SIG_ATOMIC", ITYPE_INT);
	predefine_width("SIG_ATOMIC", ITYPE_INT);
	predefine_sizeof("FLOAT", bits_in_float);
	predefine_sizeof("DOUBLE", bits_in_double);
	predefine_sizeof("LONG_DOUBLE", bits_in_longdouble);
	if (arch_target->has_int128)
		predefine_sizeof("INT128", bits_in_longlonglong);
}

// Memory order, byte order, options

static void predefine_memory_orders(void)
{
	predefine("__ATOMIC_RELAXED", 0, "0");
	predefine("__ATOMIC_CONSUME", 0, "1");
	predefine("__ATOMIC_ACQUIRE", 0, "3");
	predefine("__ATOMIC_RELEASE", 0, "4");
	predefine("__ATOMIC_ACQ_REL", 0, "7");
	predefine("__ATOMIC_SEQ_CST", 0, "8");
}

static void predefine_byte_order(void)
{
	predefine("__ORDER_LITTLE_ENDIAN__", 1, "1234");
	predefine("__ORDER_BIG_ENDIAN__", 1, "4321");
	predefine("__ORDER_PDP_ENDIAN__", 1, "3412");
	if (arch_big_endian) {
		predefine_weak("__BIG_ENDIAN__");
		predefine("__BYTE_ORDER__", 1, "__ORDER_BIG_ENDIAN__");
	} else {
		predefine_weak("__LITTLE_ENDIAN__");
		predefine("__BYTE_ORDER__", 1, "__ORDER_LITTLE_ENDIAN__");
	}
}

static void predefine_optimize(void)
{
	if (optimize_level || optimize_size)
		predefine_strong("__OPTIMIZE__");
	if (optimize_size)
		predefine_strong("__OPTIMIZE_SIZE__");
}

/* Keywords the checker takes as macros. */
static void predefine_gnu_keywords(void)
{
	predefine_weak("__PRAGMA_REDEFINE_EXTNAME");
	predefine("__extension__", 0, "%s", "");
	predefine("__pragma__", 0, "%s", "");
}

/* -fpic/-fPIC (1/2), -fpie/-fPIE: a PIE is PIC too. */
static void predefine_pic(void)
{
	int pic = fpic > fpie ? fpic : fpie;

	if (pic) {
		predefine("__pic__", 0, "%d", pic);
		predefine("__PIC__", 0, "%d", pic);
	}
	if (fpie) {
		predefine("__pie__", 0, "%d", fpie);
		predefine("__PIE__", 0, "%d", fpie);
	}
}

static void predefine_data_model(void)
{
	if (arch_m64 == ARCH_LP64) {
		predefine_weak("__LP64__");
		predefine_weak("_LP64");
	} else if (arch_m64 == ARCH_LLP64) {
		predefine_weak("__LLP64__");
	} else if (arch_m64 == ARCH_X32) {
		predefine_weak("__ILP32__");
		predefine_weak("_ILP32");
	}
}

// The system

static void predefine_unix(void)
{
	predefine_weak("__unix__");
	predefine_weak("__unix");
	predefine_if_gnu("unix");
}

static void predefine_os(void)
{
	if (arch_os != OS_NONE && arch_os != OS_DARWIN)
		predefine_unix();
	switch (arch_os) {
	case OS_LINUX:
		predefine_weak("__linux__");
		predefine_weak("__linux");
		break;
	case OS_FREEBSD:
		predefine_weak("__FreeBSD__");
		break;
	case OS_NETBSD:
		predefine_weak("__NetBSD__");
		break;
	case OS_OPENBSD:
		predefine_weak("__OpenBSD__");
		break;
	case OS_DARWIN:
		predefine_weak("__APPLE__");
		predefine_weak("__APPLE_CC__");
		predefine_weak("__MACH__");
		break;
	case OS_CYGWIN:
		predefine_weak("__CYGWIN__");
		if (arch_m64 == ARCH_LP32)
			predefine_weak("__CYGWIN32__");
		break;
	case OS_SUNOS:
		predefine_weak("__sun__");
		predefine_weak("__sun");
		predefine_if_gnu("sun");
		predefine_weak("__svr4__");
		break;
	default:
		break;
	}
}

/* Cygwin's calling-convention keywords, after the types. */
static void predefine_cygwin_keywords(void)
{
	predefine("__cdecl", 0, "__attribute__((__cdecl__))");
	predefine("__declspec(x)", 0, "__attribute__((x))");
	predefine("__fastcall", 0, "__attribute__((__fastcall__))");
	predefine("__stdcall", 0, "__attribute__((__stdcall__))");
	predefine("__thiscall", 0, "__attribute__((__thiscall__))");
	predefine("_cdecl", 0, "__attribute__((__cdecl__))");
	predefine("_fastcall", 0, "__attribute__((__fastcall__))");
	predefine("_stdcall", 0, "__attribute__((__stdcall__))");
	predefine("_thiscall", 0, "__attribute__((__thiscall__))");
}

// The typedef types

static void predefine_type(const char *name, enum int_type type)
{
	char macro[64];

	snprintf(macro, sizeof(macro), "__%s_TYPE__", name);
	predefine(macro, 1, "%s", int_type_name(type));
}

/* A signed type's minimum, then the type: wchar_t, wint_t, sig_atomic_t. */
static void predefine_signed_min_type(const char *name, enum int_type type)
{
	char macro[64];

	if (int_type_is_signed(type)) {
		snprintf(macro, sizeof(macro), "__%s_MIN__", name);
		predefine(macro, 1, "(-__%s_MAX__ - 1)", name);
	}
	predefine_type(name, type);
}

/* __<prefix><n>_TYPE__ and __U<prefix><n>_TYPE__ for n = 8 ... 64. */
static void predefine_family_types(const char *prefix,
				   const enum int_type types[4])
{
	char name[32];
	int n;

	for (n = 0; n < 4; n++) {
		snprintf(name, sizeof(name), "%s%d", prefix, 8 << n);
		predefine_type(name, types[n]);
		snprintf(name, sizeof(name), "U%s%d", prefix, 8 << n);
		predefine_type(name, int_type_unsigned(types[n]));
	}
}

static void predefine_types(void)
{
	const enum int_type exact[] = {
		ITYPE_SCHAR, ITYPE_SHORT, int32_type, int64_type,
	};
	const enum int_type fast[] = {
		fast8_type, fast16_type, fast32_type, fast64_type,
	};

	predefine_signed_min_type("WCHAR", wchar_type);
	predefine_signed_min_type("WINT", wint_type);
	predefine_type("CHAR16", ITYPE_USHORT);
	predefine_type("CHAR32", int_type_unsigned(int32_type));
	predefine_family_types("INT", exact);
	predefine_family_types("INT_LEAST", exact);
	predefine_family_types("INT_FAST", fast);
	predefine_type("INTMAX", intmax_type);
	predefine_type("UINTMAX", int_type_unsigned(intmax_type));
	predefine_type("INTPTR", intptr_type);
	predefine_type("UINTPTR", int_type_unsigned(intptr_type));
	predefine_type("PTRDIFF", ptrdiff_type);
	predefine_type("SIZE", size_t_type);
	predefine_signed_min_type("SIG_ATOMIC", ITYPE_INT);
}

// The checker's helpers

/* The checker has no _Pragma operator nor va_list builtins of its own. */
static void predefine_builtins(void)
{
	predefine("_Pragma(x)", 0, "%s", "");
	predefine("__builtin_stdarg_start(a,b)", 0,
		  "((a) = (__builtin_va_list)(&(b)))");
	predefine("__builtin_va_start(a,b)", 0,
		  "((a) = (__builtin_va_list)(&(b)))");
	predefine("__builtin_ms_va_start(a,b)", 0,
		  "((a) = (__builtin_ms_va_list)(&(b)))");
	predefine("__builtin_va_arg(arg,type)", 0, "%s%s",
		  "({ type __va_arg_ret = *(type *)(arg); ",
		  "arg += sizeof(type); __va_arg_ret; })");
	predefine("__builtin_va_alist", 0, "(*(void *)0)");
	predefine("__builtin_va_arg_incr(x)", 0, "((x) + 1)");
	predefine("__builtin_va_copy(dest,src)", 0,
		  "({ dest = src; (void)0; })");
	predefine("__builtin_ms_va_copy(dest,src)", 0,
		  "({ dest = src; (void)0; })");
	predefine("__builtin_va_end(arg)", 0, "%s", "");
	predefine("__builtin_ms_va_end(arg)", 0, "%s", "");
	predefine("__builtin_va_arg_pack()", 0, "%s", "");
}

void predefine_target_macros(void)
{
	predefine_dialect();
	predefine_sizes();
	predefine_memory_orders();
	predefine_byte_order();
	predefine_optimize();
	predefine_gnu_keywords();
	predefine_data_model();
	predefine_pic();
	arch_target->predefine(arch_target);
	predefine_os();
}

void predefine_type_macros(void)
{
	predefine_types();
	if (arch_os == OS_CYGWIN)
		predefine_cygwin_keywords();
	predefine_builtins();
}
