/* SPDX-License-Identifier: MIT */
/*
 * target.h — the machine and system being checked for.
 *
 * The option parser calls select_target() at each --arch=; init_target(),
 * called once the options are parsed, resolves --arch=, -m32/-m64/-mx32/
 * -msize-llp64, --os=, -f[un]signed-char and -fshort-wchar into the globals
 * below: type sizes and alignments, and which C type stands behind size_t,
 * wchar_t, int64_t, ...  predefine_target_macros() and predefine_type_macros()
 * (predefine.c) then feed the preamble the macros a compiler for that target
 * predefines.  Nothing writes these globals after init_target().
 */
#ifndef TARGET_H
#define TARGET_H

#include <stdbool.h>

#include "lib.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The machines --arch= knows; a 32- and a 64-bit flavour are two machines. */
enum machine {
	MACH_X86_64,
	MACH_I386,
	MACH_ARM,
	MACH_ARM64,
	MACH_RISCV32,
	MACH_RISCV64,
	MACH_PPC32,
	MACH_PPC64,
	MACH_S390,
	MACH_S390X,
	MACH_MIPS32,
	MACH_MIPS64,
	MACH_SPARC32,
	MACH_SPARC64,
	MACH_M68K,
	MACH_ALPHA,
	MACH_H8300,
	MACH_NIOS2,
	MACH_OPENRISC,
	MACH_XTENSA,
	MACH_BFIN,
	MACH_NDS32,
	MACH_MICROBLAZE,
	MACH_SH,
};

/* The systems --os= knows. */
enum os {
	OS_NONE,		/* bare metal */
	OS_UNIX,		/* some Unix */
	OS_LINUX,
	OS_FREEBSD,
	OS_NETBSD,
	OS_OPENBSD,
	OS_DARWIN,
	OS_CYGWIN,
	OS_SUNOS,
};

/* The C integer types that a typedef of the target may stand for. */
enum int_type {
	ITYPE_NONE,		/* in struct target: the model's choice */
	ITYPE_SCHAR,
	ITYPE_UCHAR,
	ITYPE_SHORT,
	ITYPE_USHORT,
	ITYPE_INT,
	ITYPE_UINT,
	ITYPE_LONG,
	ITYPE_ULONG,
	ITYPE_LLONG,
	ITYPE_ULLONG,
};

/*
 * -mfloat-abi=, -mhard-float, -msoft-float: the values of arch_fp_abi.
 * 0 is "not given": each machine has its own default.
 */
enum fp_abi {
	FP_ABI_NATIVE,
	FP_ABI_SOFT,		/* -mfloat-abi=soft, -msoft-float */
	FP_ABI_HYBRID,		/* -mfloat-abi=softfp */
	FP_ABI_HARD,		/* -mfloat-abi=hard, -mhard-float */
};

/* -mcmodel=: the values of arch_cmodel.  ORDER: options.c's cmodels[]. */
enum cmodel {
	CMODEL_ANY,		/* not given: the machine's default */
	CMODEL_SMALL,
	CMODEL_MEDIUM,
	CMODEL_LARGE,
	CMODEL_KERNEL,
	CMODEL_TINY,
	CMODEL_MEDLOW,
	CMODEL_MEDANY,
	CMODEL_NORMAL,
	CMODEL_COMPACT,
};

/*
 * What a machine changes from the data model's defaults (ITYPE_NONE and 0
 * keep them).  One constant struct per machine, in target.c.
 */
struct target {
	enum machine mach;
	int bits;			/* 32 or 64: its data model */
	bool big_endian;		/* default byte order */
	bool unsigned_char;		/* plain char is unsigned */
	bool has_int128;		/* predefines __SIZEOF_INT128__ */
	int bits_in_longdouble;
	int max_fp_alignment;		/* bytes: caps floating types */
	enum int_type wchar;		/* default int */
	enum int_type size_t_type;
	enum int_type ptrdiff;
	enum int_type intptr;
	enum int_type int64;
	enum int_type fast16;		/* int_fast16_t and int_fast32_t */
	const struct target *target_32bit; /* the machine under -m32 */
	const struct target *target_64bit; /* ... under -m64, -msize-llp64 */
	/* after the generic choices: per-system and per-model changes */
	void (*init)(const struct target *self);
	/* the machine's own macros (__x86_64__, ...) */
	void (*predefine)(const struct target *self);
};

// target.c: selection, called by the option parser

/*
 * --arch=NAME, at its place on the command line: the machine NAME names
 * (a suffix 32 or 64 may pick the flavour of mips, ppc, powerpc, riscv
 * and sparc), which resets arch_m64, arch_big_endian and funsigned_char
 * as if the options that follow were the only ones.  An unknown NAME is
 * ignored; a known one with a bad suffix dies "invalid architecture".
 */
void select_target(const char *name);

/* The host's data model and byte order: the defaults of options.c. */
#if defined(__x86_64__) && defined(__ILP32__)
#define ARCH_M64_DEFAULT ARCH_X32
#elif defined(_WIN64)
#define ARCH_M64_DEFAULT ARCH_LLP64
#elif defined(__LP64__) || defined(_LP64)
#define ARCH_M64_DEFAULT ARCH_LP64
#else
#define ARCH_M64_DEFAULT ARCH_LP32
#endif
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define ARCH_BIG_ENDIAN_DEFAULT 1
#else
#define ARCH_BIG_ENDIAN_DEFAULT 0
#endif

// target.c: the resolved target, written by init_target() only

/*
 * Resolve the target options into the globals below; dies on a bad --os=.
 * Also resolves funsigned_char (-1: the machine's default) to 0 or 1.
 */
void init_target(void);

/* the --arch= machine (select_target()), then its flavour (init_target()) */
extern const struct target *arch_target;
extern enum machine arch_mach;		/* arch_target->mach */
extern enum os arch_os;			/* --os=, default the host's */

/* sizes in bits */
extern int bits_in_bool;		/* storage of _Bool: 1 (a byte) */
extern int bits_in_char;
extern int bits_in_short;
extern int bits_in_int;
extern int bits_in_long;
extern int bits_in_longlong;
extern int bits_in_longlonglong;	/* __int128 */
extern int bits_in_pointer;
extern int bits_in_float;
extern int bits_in_double;
extern int bits_in_longdouble;
extern int bits_in_wchar;		/* of wchar_type */

/* A size in bits as bytes, rounded up; none below 0 (unsigned: a count
 * near LONG_MAX rounds up without overflow). */
static inline unsigned long bits_to_bytes(long bits)
{
	return bits <= 0 ? 0 :
	       ((unsigned long)bits + bits_in_char - 1) / bits_in_char;
}

/* alignments in bytes: a type is aligned to its size, capped by these */
extern int max_alignment;		/* __attribute__((aligned)) */
extern int max_int_alignment;		/* integer types */
extern int max_fp_alignment;		/* floating types */
extern int pointer_alignment;

/* the types behind the standard typedefs; uintN is unsigned of intN */
extern enum int_type wchar_type;	/* wchar_t */
extern enum int_type wint_type;		/* wint_t */
extern enum int_type size_t_type;	/* size_t, the type of sizeof */
extern enum int_type ptrdiff_type;	/* ptrdiff_t, ssize_t */
extern enum int_type intptr_type;	/* intptr_t */
extern enum int_type int32_type;	/* int32_t, int_least32_t; char32_t */
extern enum int_type int64_type;	/* int64_t, int_least64_t */
extern enum int_type intmax_type;	/* intmax_t */
extern enum int_type fast8_type;	/* int_fast8_t */
extern enum int_type fast16_type;	/* int_fast16_t */
extern enum int_type fast32_type;	/* int_fast32_t */
extern enum int_type fast64_type;	/* int_fast64_t */

/* Facts about enum int_type under the resolved target. */
const char *int_type_name(enum int_type type);	/* "unsigned long" */
int int_type_bits(enum int_type type);
bool int_type_is_signed(enum int_type type);
enum int_type int_type_unsigned(enum int_type type);

// predefine.c: the macros of the target and the options

/*
 * Append to the preamble the macros the checker predefines for the
 * resolved target and options (-std=, -O, -fpic, ...), in a fixed order,
 * as #weak_define when a program may redefine them quietly.  Call after
 * init_target(): first predefine_target_macros() (dialect, sizes, limits,
 * byte order, machine, system), then the -D and -U of the command line in
 * their order, then predefine_type_macros() (__SIZE_TYPE__ and the other
 * typedef types, Cygwin's keywords, the _Pragma and __builtin_va_*
 * helpers).  So sparse 0.6.4 orders them: -D__SIZE_TYPE__=int wins over
 * the weak default, -U__SIZE_TYPE__ does not last.
 */
void predefine_target_macros(void);
void predefine_type_macros(void);

/* Helpers for the machines' predefine hooks. */
void predefine_weak(const char *name);	/* #weak_define NAME 1 */
void predefine_strong(const char *name);	/* #define NAME 1 */
void predefine_if_gnu(const char *name);	/* weak, unless -std=cNN */

#ifdef __cplusplus
}
#endif

#endif
