// SPDX-License-Identifier: MIT
/*
 * target.c — the options that name a target become its type sizes,
 * alignments and typedef types.
 *
 * Takes --arch= (through select_target(), in command-line order), the data
 * model (arch_m64), --os=, -f[un]signed-char and -fshort-wchar; gives the
 * globals of target.h.  One constant struct target per machine says what it
 * changes from its data model's defaults; its hooks adjust for the system
 * and predefine the machine's own macros.
 */
#include <string.h>

#include "lib.h"
#include "target.h"

const struct target *arch_target;
enum machine arch_mach;
enum os arch_os;

int bits_in_bool = 1;
int bits_in_char = 8;
int bits_in_short = 16;
int bits_in_int = 32;
int bits_in_long;
int bits_in_longlong = 64;
int bits_in_longlonglong = 128;
int bits_in_pointer;
int bits_in_float = 32;
int bits_in_double = 64;
int bits_in_longdouble;
int bits_in_wchar;

int max_alignment = 16;
int max_int_alignment;
int max_fp_alignment;
int pointer_alignment;

enum int_type wchar_type;
enum int_type wint_type;
enum int_type size_t_type;
enum int_type ptrdiff_type;
enum int_type intptr_type;
enum int_type int32_type;
enum int_type int64_type;
enum int_type intmax_type;
enum int_type fast8_type;
enum int_type fast16_type;
enum int_type fast32_type;
enum int_type fast64_type;

// The integer types

static const struct {
	const char *name;
	bool is_signed;
	enum int_type unsigned_twin;
	const int *bits;
} int_types[] = {
	[ITYPE_SCHAR] = { "signed char", true, ITYPE_UCHAR, &bits_in_char },
	[ITYPE_UCHAR] = { "unsigned char", false, ITYPE_UCHAR, &bits_in_char },
	[ITYPE_SHORT] = { "short", true, ITYPE_USHORT, &bits_in_short },
	[ITYPE_USHORT] = { "unsigned short", false, ITYPE_USHORT,
			   &bits_in_short },
	[ITYPE_INT] = { "int", true, ITYPE_UINT, &bits_in_int },
	[ITYPE_UINT] = { "unsigned int", false, ITYPE_UINT, &bits_in_int },
	[ITYPE_LONG] = { "long", true, ITYPE_ULONG, &bits_in_long },
	[ITYPE_ULONG] = { "unsigned long", false, ITYPE_ULONG, &bits_in_long },
	[ITYPE_LLONG] = { "long long", true, ITYPE_ULLONG, &bits_in_longlong },
	[ITYPE_ULLONG] = { "unsigned long long", false, ITYPE_ULLONG,
			   &bits_in_longlong },
};

const char *int_type_name(enum int_type type)
{
	return int_types[type].name;
}

int int_type_bits(enum int_type type)
{
	return *int_types[type].bits;
}

bool int_type_is_signed(enum int_type type)
{
	return int_types[type].is_signed;
}

enum int_type int_type_unsigned(enum int_type type)
{
	return int_types[type].unsigned_twin;
}

// The data models: what -m32, -mx32, -m64 and -msize-llp64 choose

static const struct data_model {
	int bits_in_long;
	int bits_in_pointer;
	int max_int_alignment;
	int pointer_alignment;
	enum int_type size_t_type;
	enum int_type ptrdiff;		/* also intptr_t */
	enum int_type int64;		/* also intmax_t */
	enum int_type fast64;
} data_models[] = {
	[ARCH_LP32] = { 32, 32, 4, 4, ITYPE_UINT, ITYPE_INT, ITYPE_LLONG,
			ITYPE_LLONG },
	[ARCH_X32] = { 32, 32, 8, 4, ITYPE_UINT, ITYPE_INT, ITYPE_LLONG,
		       ITYPE_LLONG },
	[ARCH_LP64] = { 64, 64, 8, 8, ITYPE_ULONG, ITYPE_LONG, ITYPE_LONG,
			ITYPE_LONG },
	[ARCH_LLP64] = { 32, 64, 8, 8, ITYPE_ULLONG, ITYPE_LLONG, ITYPE_LLONG,
			 ITYPE_LONG },
};

// The machines

static void predefine_x86_64(const struct target *self)
{
	predefine_weak("__x86_64__");
	predefine_weak("__x86_64");
	predefine_weak("__amd64__");
	predefine_weak("__amd64");
}

/* The BSDs and Darwin change x86_64's typedefs, as their gcc does. */
static void init_x86_64_lp64(void)
{
	switch (arch_os) {
	case OS_FREEBSD:
		wint_type = ITYPE_INT;
		fast16_type = ITYPE_SHORT;
		fast32_type = ITYPE_INT;
		break;
	case OS_NETBSD:
		wint_type = ITYPE_INT;
		fast8_type = fast16_type = fast32_type = ITYPE_INT;
		break;
	case OS_OPENBSD:
		wint_type = ITYPE_INT;
		int64_type = intmax_type = ITYPE_LLONG;
		fast16_type = ITYPE_SHORT;
		fast32_type = ITYPE_INT;
		size_t_type = ITYPE_ULONG;
		ptrdiff_type = intptr_type = ITYPE_LONG;
		break;
	case OS_DARWIN:
		wint_type = ITYPE_INT;
		int64_type = fast64_type = ITYPE_LLONG;
		fast16_type = ITYPE_SHORT;
		fast32_type = ITYPE_INT;
		break;
	case OS_CYGWIN:
		wchar_type = ITYPE_USHORT;
		break;
	default:
		break;
	}
}

/* -mx32: x86_64 with ILP32, whose wchar_t is long. */
static void init_x86_64_x32(void)
{
	wchar_type = ITYPE_LONG;
	fast16_type = fast32_type = ITYPE_INT;
	switch (arch_os) {
	case OS_FREEBSD:
		wint_type = ITYPE_INT;
		break;
	case OS_OPENBSD:
		wint_type = ITYPE_INT;
		size_t_type = ITYPE_ULONG;
		ptrdiff_type = intptr_type = ITYPE_LONG;
		break;
	default:
		break;
	}
}

static void init_x86_64(const struct target *self)
{
	if (arch_m64 == ARCH_X32)
		init_x86_64_x32();
	else
		init_x86_64_lp64();
}

static void init_i386(const struct target *self)
{
	switch (arch_os) {
	case OS_FREEBSD:
		wint_type = ITYPE_INT;
		break;
	case OS_OPENBSD:
		wchar_type = wint_type = ITYPE_INT;
		fast16_type = ITYPE_SHORT;
		size_t_type = ITYPE_ULONG;
		ptrdiff_type = intptr_type = ITYPE_LONG;
		break;
	case OS_CYGWIN:
		wchar_type = ITYPE_USHORT;
		break;
	default:
		break;
	}
}

static void predefine_i386(const struct target *self)
{
	predefine_weak("__i386__");
	predefine_weak("__i386");
	predefine_if_gnu("i386");
}

static const struct target target_i386;

static const struct target target_x86_64 = {
	.mach = MACH_X86_64,
	.bits = 64,
	.has_int128 = true,
	.bits_in_longdouble = 128,
	.max_fp_alignment = 16,
	.fast16 = ITYPE_LONG,
	.target_32bit = &target_i386,
	.init = init_x86_64,
	.predefine = predefine_x86_64,
};

static const struct target target_i386 = {
	.mach = MACH_I386,
	.bits = 32,
	.bits_in_longdouble = 96,
	.max_fp_alignment = 4,
	.wchar = ITYPE_LONG,
	.target_64bit = &target_x86_64,
	.init = init_i386,
	.predefine = predefine_i386,
};

/* Bare-metal ARM (EABI) has a long int32_t. */
static void init_arm(const struct target *self)
{
	if (arch_os == OS_NONE) {
		int32_type = ITYPE_LONG;
		fast8_type = ITYPE_INT;
	}
}

static void predefine_arm(const struct target *self)
{
	predefine_weak("__arm__");
	predefine_weak("__VFP_FP__");
	switch (arch_fp_abi) {
	case FP_ABI_HARD:
		predefine_weak("__ARM_PCS_VFP");
		break;
	case FP_ABI_HYBRID:
		predefine_weak("__ARM_PCS");
		break;
	default:
		predefine_weak("__SOFTFP__");
		predefine_weak("__ARM_PCS");
		break;
	}
	predefine_strong(arch_big_endian ? "__ARMEB__" : "__ARMEL__");
}

static const struct target target_arm = {
	.mach = MACH_ARM,
	.bits = 32,
	.unsigned_char = true,
	.bits_in_longdouble = 64,
	.max_fp_alignment = 8,
	.wchar = ITYPE_UINT,
	.init = init_arm,
	.predefine = predefine_arm,
};

static void predefine_arm64(const struct target *self)
{
	predefine_weak("__aarch64__");
	predefine_strong(arch_big_endian ? "__AARCH64EB__" : "__AARCH64EL__");
	switch (arch_cmodel) {
	case CMODEL_ANY:
	case CMODEL_SMALL:
		predefine_strong("__AARCH64_CMODEL_SMALL__");
		break;
	case CMODEL_LARGE:
		predefine_strong("__AARCH64_CMODEL_LARGE__");
		break;
	case CMODEL_TINY:
		predefine_strong("__AARCH64_CMODEL_TINY__");
		break;
	default:
		break;
	}
}

static const struct target target_arm64 = {
	.mach = MACH_ARM64,
	.bits = 64,
	.unsigned_char = true,
	.has_int128 = true,
	.bits_in_longdouble = 128,
	.max_fp_alignment = 16,
	.wchar = ITYPE_UINT,
	.fast16 = ITYPE_LONG,
	.predefine = predefine_arm64,
};

static void predefine_riscv(const struct target *self)
{
	predefine_weak("__riscv");
	predefine("__riscv_xlen", 1, "%d", bits_in_pointer);
	predefine_weak("__riscv_atomic");
	predefine_weak("__riscv_compressed");
	predefine_weak("__riscv_div");
	predefine("__riscv_flen", 1, "64");
	predefine_weak("__riscv_fdiv");
	predefine_weak("__riscv_fsqrt");
	predefine_weak("__riscv_mul");
	predefine_weak("__riscv_muldiv");
	if (fpic || fpie)
		predefine_strong("__riscv_cmodel_pic");
	else if (arch_cmodel == CMODEL_ANY || arch_cmodel == CMODEL_MEDLOW)
		predefine_strong("__riscv_cmodel_medlow");
	else if (arch_cmodel == CMODEL_MEDANY)
		predefine_strong("__riscv_cmodel_medany");
}

static const struct target target_riscv64;

static const struct target target_riscv32 = {
	.mach = MACH_RISCV32,
	.bits = 32,
	.unsigned_char = true,
	.bits_in_longdouble = 128,
	.max_fp_alignment = 16,
	.target_64bit = &target_riscv64,
	.predefine = predefine_riscv,
};

static const struct target target_riscv64 = {
	.mach = MACH_RISCV64,
	.bits = 64,
	.unsigned_char = true,
	.has_int128 = true,
	.bits_in_longdouble = 128,
	.max_fp_alignment = 16,
	.fast16 = ITYPE_LONG,
	.target_32bit = &target_riscv32,
	.predefine = predefine_riscv,
};

static void predefine_ppc_common(void)
{
	predefine_weak("__powerpc__");
	predefine_weak("__powerpc");
	predefine_weak("__ppc__");
	predefine_weak("__PPC__");
	predefine_weak("__PPC");
	predefine_weak("_ARCH_PPC");
	if (arch_big_endian)
		predefine_weak("_BIG_ENDIAN");
	predefine_weak("__LONGDOUBLE128");
	predefine_weak("__LONG_DOUBLE_128__");
}

static void predefine_ppc32(const struct target *self)
{
	predefine_ppc_common();
}

static void predefine_ppc64(const struct target *self)
{
	predefine_weak("__powerpc64__");
	predefine_weak("__ppc64__");
	predefine_weak("__PPC64__");
	predefine_weak("_ARCH_PPC64");
	predefine_ppc_common();
}

static const struct target target_ppc64;

static const struct target target_ppc32 = {
	.mach = MACH_PPC32,
	.bits = 32,
	.big_endian = true,
	.unsigned_char = true,
	.bits_in_longdouble = 128,
	.max_fp_alignment = 16,
	.wchar = ITYPE_LONG,
	.target_64bit = &target_ppc64,
	.predefine = predefine_ppc32,
};

static const struct target target_ppc64 = {
	.mach = MACH_PPC64,
	.bits = 64,
	.big_endian = true,
	.unsigned_char = true,
	.has_int128 = true,
	.bits_in_longdouble = 128,
	.max_fp_alignment = 16,
	.fast16 = ITYPE_LONG,
	.target_32bit = &target_ppc32,
	.predefine = predefine_ppc64,
};

static void predefine_s390(const struct target *self)
{
	predefine_weak("__s390__");
}

static void predefine_s390x(const struct target *self)
{
	predefine_weak("__zarch__");
	predefine_weak("__s390x__");
	predefine_weak("__s390__");
}

static const struct target target_s390x;

static const struct target target_s390 = {
	.mach = MACH_S390,
	.bits = 32,
	.big_endian = true,
	.unsigned_char = true,
	.bits_in_longdouble = 64,
	.max_fp_alignment = 8,
	.size_t_type = ITYPE_ULONG,
	.ptrdiff = ITYPE_LONG,
	.target_64bit = &target_s390x,
	.predefine = predefine_s390,
};

static const struct target target_s390x = {
	.mach = MACH_S390X,
	.bits = 64,
	.big_endian = true,
	.unsigned_char = true,
	.has_int128 = true,
	.bits_in_longdouble = 64,
	.max_fp_alignment = 8,
	.fast16 = ITYPE_LONG,
	.target_32bit = &target_s390,
	.predefine = predefine_s390x,
};

static void predefine_mips_common(void)
{
	predefine_weak("__mips__");
	predefine("__mips", 1, "%d", bits_in_pointer);
	predefine("_MIPS_SZINT", 1, "%d", bits_in_int);
	predefine("_MIPS_SZLONG", 1, "%d", bits_in_long);
	predefine("_MIPS_SZPTR", 1, "%d", bits_in_pointer);
	if (arch_big_endian) {
		predefine_weak("_MIPSEB");
		predefine_weak("__MIPSEB");
		predefine_weak("__MIPSEB__");
	} else {
		predefine_weak("_MIPSEL");
		predefine_weak("__MIPSEL");
		predefine_weak("__MIPSEL__");
	}
}

static void predefine_mips32(const struct target *self)
{
	predefine_mips_common();
}

static void predefine_mips64(const struct target *self)
{
	predefine("__mips64", 1, "64");
	predefine_mips_common();
}

static const struct target target_mips64;

static const struct target target_mips32 = {
	.mach = MACH_MIPS32,
	.bits = 32,
	.big_endian = true,
	.bits_in_longdouble = 64,
	.max_fp_alignment = 8,
	.fast16 = ITYPE_LONG,
	.target_64bit = &target_mips64,
	.predefine = predefine_mips32,
};

static const struct target target_mips64 = {
	.mach = MACH_MIPS64,
	.bits = 64,
	.big_endian = true,
	.has_int128 = true,
	.bits_in_longdouble = 128,
	.max_fp_alignment = 16,
	.fast16 = ITYPE_LONG,
	.target_32bit = &target_mips32,
	.predefine = predefine_mips64,
};

/* Solaris on sparc32: a long wchar_t and wint_t, a 128-bit long double. */
static void init_sparc32(const struct target *self)
{
	if (arch_os == OS_SUNOS) {
		wchar_type = wint_type = ITYPE_LONG;
		bits_in_longdouble = 128;
		max_fp_alignment = 16;
	}
}

static void predefine_sparc_common(void)
{
	predefine_weak("__sparc__");
	predefine_weak("__sparc");
	predefine_if_gnu("sparc");
}

static void predefine_sparc32(const struct target *self)
{
	predefine_sparc_common();
	predefine_weak("__sparc_v8__");
	predefine_weak("__sparcv8__");
	predefine_weak("__sparcv8");
}

static void predefine_sparc64(const struct target *self)
{
	predefine_weak("__sparc64__");
	predefine_weak("__arch64__");
	predefine_sparc_common();
	predefine_weak("__sparc_v9__");
	predefine_weak("__sparcv9__");
	predefine_weak("__sparcv9");
}

static const struct target target_sparc64;

static const struct target target_sparc32 = {
	.mach = MACH_SPARC32,
	.bits = 32,
	.big_endian = true,
	.bits_in_longdouble = 64,
	.max_fp_alignment = 8,
	.target_64bit = &target_sparc64,
	.init = init_sparc32,
	.predefine = predefine_sparc32,
};

static const struct target target_sparc64 = {
	.mach = MACH_SPARC64,
	.bits = 64,
	.big_endian = true,
	.has_int128 = true,
	.bits_in_longdouble = 128,
	.max_fp_alignment = 16,
	.fast16 = ITYPE_LONG,
	.target_32bit = &target_sparc32,
	.predefine = predefine_sparc64,
};

static void predefine_m68k(const struct target *self)
{
	predefine_weak("__m68k__");
}

static const struct target target_m68k = {
	.mach = MACH_M68K,
	.bits = 32,
	.big_endian = true,
	.bits_in_longdouble = 96,
	.max_fp_alignment = 4,
	.wchar = ITYPE_LONG,
	.predefine = predefine_m68k,
};

static void predefine_alpha(const struct target *self)
{
	predefine_weak("__alpha__");
	predefine_weak("__alpha");
}

static const struct target target_alpha = {
	.mach = MACH_ALPHA,
	.bits = 64,
	.has_int128 = true,
	.bits_in_longdouble = 64,
	.max_fp_alignment = 8,
	.fast16 = ITYPE_LONG,
	.predefine = predefine_alpha,
};

static void predefine_h8300(const struct target *self)
{
	predefine_weak("__H8300H__");
}

static const struct target target_h8300 = {
	.mach = MACH_H8300,
	.bits = 32,
	.big_endian = true,
	.bits_in_longdouble = 64,
	.max_fp_alignment = 8,
	.wchar = ITYPE_USHORT,
	.size_t_type = ITYPE_ULONG,
	.ptrdiff = ITYPE_LONG,
	.intptr = ITYPE_INT,
	.predefine = predefine_h8300,
};

static void predefine_nios2(const struct target *self)
{
	predefine_weak("__NIOS2");
	predefine_weak("__NIOS2__");
	predefine_weak("__nios2");
	predefine_weak("__nios2__");
	if (arch_big_endian) {
		predefine_weak("__nios2_big_endian");
		predefine_weak("__nios2_big_endian__");
	} else {
		predefine_weak("__nios2_little_endian");
		predefine_weak("__nios2_little_endian__");
	}
}

static const struct target target_nios2 = {
	.mach = MACH_NIOS2,
	.bits = 32,
	.bits_in_longdouble = 64,
	.max_fp_alignment = 8,
	.predefine = predefine_nios2,
};

static void predefine_openrisc(const struct target *self)
{
	predefine_weak("__OR1K__");
	predefine_weak("__or1k__");
}

static const struct target target_openrisc = {
	.mach = MACH_OPENRISC,
	.bits = 32,
	.big_endian = true,
	.bits_in_longdouble = 64,
	.max_fp_alignment = 8,
	.wchar = ITYPE_UINT,
	.predefine = predefine_openrisc,
};

static void predefine_xtensa(const struct target *self)
{
	predefine_weak("__XTENSA__");
	predefine_weak("__xtensa__");
}

static const struct target target_xtensa = {
	.mach = MACH_XTENSA,
	.bits = 32,
	.big_endian = true,
	.bits_in_longdouble = 64,
	.max_fp_alignment = 8,
	.wchar = ITYPE_LONG,
	.predefine = predefine_xtensa,
};

static void predefine_bfin(const struct target *self)
{
	predefine_weak("__BFIN__");
	predefine_weak("__bfin__");
}

static const struct target target_bfin = {
	.mach = MACH_BFIN,
	.bits = 32,
	.bits_in_longdouble = 128,
	.max_fp_alignment = 16,
	.fast16 = ITYPE_LONG,
	.predefine = predefine_bfin,
};

static void predefine_nds32(const struct target *self)
{
	predefine_weak("__NDS32__");
	predefine_weak("__nds32__");
	predefine_weak(arch_big_endian ? "__NDS32_EB__" : "__NDS32_EL__");
}

static const struct target target_nds32 = {
	.mach = MACH_NDS32,
	.bits = 32,
	.bits_in_longdouble = 64,
	.max_fp_alignment = 8,
	.wchar = ITYPE_UINT,
	.predefine = predefine_nds32,
};

static void predefine_microblaze(const struct target *self)
{
	predefine_weak("__MICROBLAZE__");
	predefine_weak("__microblaze__");
	predefine_weak(arch_big_endian ? "__MICROBLAZEEB__" :
			"__MICROBLAZEEL__");
}

static const struct target target_microblaze = {
	.mach = MACH_MICROBLAZE,
	.bits = 32,
	.big_endian = true,
	.bits_in_longdouble = 64,
	.max_fp_alignment = 8,
	.predefine = predefine_microblaze,
};

static void predefine_sh(const struct target *self)
{
	predefine_weak("__SH4__");
	predefine_weak("__sh__");
}

static const struct target target_sh = {
	.mach = MACH_SH,
	.bits = 32,
	.bits_in_longdouble = 64,
	.max_fp_alignment = 8,
	.wchar = ITYPE_LONG,
	.intptr = ITYPE_INT,
	.int64 = ITYPE_LLONG,
	.predefine = predefine_sh,
};

// --arch=

/*
 * The names --arch= takes, each a prefix of the argument.  One that takes
 * a suffix may be followed by "32" or "64" and means 32 bits without one.
 * ORDER: a name before any name it starts with ("arm64" before "arm").
 */
static const struct {
	const char *name;
	const struct target *target;
	bool takes_suffix;
} arch_names[] = {
	{ "aarch64", &target_arm64, false },
	{ "arm64", &target_arm64, false },
	{ "arm", &target_arm, false },
	{ "alpha", &target_alpha, false },
	{ "bfin", &target_bfin, false },
	{ "h8300", &target_h8300, false },
	{ "i386", &target_i386, false },
	{ "m68k", &target_m68k, false },
	{ "microblaze", &target_microblaze, false },
	{ "mips", &target_mips32, true },
	{ "nds32", &target_nds32, false },
	{ "nios2", &target_nios2, false },
	{ "openrisc", &target_openrisc, false },
	{ "powerpc", &target_ppc32, true },
	{ "ppc", &target_ppc32, true },
	{ "riscv", &target_riscv32, true },
	{ "s390x", &target_s390x, false },
	{ "s390", &target_s390, false },
	{ "sh", &target_sh, false },
	{ "sparc", &target_sparc32, true },
	{ "x86_64", &target_x86_64, false },
	{ "x86-64", &target_x86_64, false },
	{ "xtensa", &target_xtensa, false },
};

#ifndef ARRAY_SIZE
#endif

static const char *selected_arch;	/* the --arch= select_target() saw */

/* The width that @suffix, after an --arch= name, asks for; 0 if bad. */
static int suffix_bits(const char *suffix)
{
	if (!*suffix)
		return 32;
	if (!strcmp(suffix, "32"))
		return 32;
	if (!strcmp(suffix, "64"))
		return 64;
	return 0;
}

/* The machine an --arch= argument names, or NULL. */
static const struct target *lookup_arch(const char *arg)
{
	const struct target *target;
	size_t i, len;
	int bits;

	for (i = 0; i < ARRAY_SIZE(arch_names); i++) {
		len = strlen(arch_names[i].name);
		if (strncmp(arg, arch_names[i].name, len))
			continue;
		target = arch_names[i].target;
		if (!arch_names[i].takes_suffix && !arg[len])
			return target;
		bits = arch_names[i].takes_suffix ? suffix_bits(arg + len) : 0;
		if (!bits)
			die("invalid architecture: %s", arg);
		return bits == 64 ? target->target_64bit : target;
	}
	return NULL;
}

void select_target(const char *name)
{
	const struct target *target = lookup_arch(name);

	selected_arch = name;
	if (!target)
		return;
	arch_target = target;
	arch_m64 = target->bits == 64 ? ARCH_LP64 : ARCH_LP32;
	arch_big_endian = target->big_endian;
	funsigned_char = -1;
}

/*
 * An --arch= the option parser did not pass to select_target(): take it
 * as if it came first, keeping the options that differ from their defaults.
 */
static void select_target_late(const char *name)
{
	int m64 = arch_m64, big_endian = arch_big_endian;
	int unsigned_char = funsigned_char;

	select_target(name);
	if (m64 != ARCH_M64_DEFAULT)
		arch_m64 = m64;
	if (big_endian != ARCH_BIG_ENDIAN_DEFAULT)
		arch_big_endian = big_endian;
	funsigned_char = unsigned_char;
}

/* The machine this program was built for: the default of --arch=. */
static const struct target *host_target(void)
{
#if defined(__x86_64__) || defined(__amd64__)
	return &target_x86_64;
#elif defined(__i386__)
	return &target_i386;
#elif defined(__aarch64__)
	return &target_arm64;
#elif defined(__arm__)
	return &target_arm;
#elif defined(__riscv) && __riscv_xlen == 64
	return &target_riscv64;
#elif defined(__riscv)
	return &target_riscv32;
#elif defined(__powerpc64__)
	return &target_ppc64;
#elif defined(__powerpc__)
	return &target_ppc32;
#elif defined(__s390x__)
	return &target_s390x;
#elif defined(__s390__)
	return &target_s390;
#elif defined(__mips64)
	return &target_mips64;
#elif defined(__mips__)
	return &target_mips32;
#elif defined(__sparc__) && defined(__arch64__)
	return &target_sparc64;
#elif defined(__sparc__)
	return &target_sparc32;
#elif defined(__m68k__)
	return &target_m68k;
#elif defined(__alpha__)
	return &target_alpha;
#elif defined(__H8300H__)
	return &target_h8300;
#elif defined(__nios2__)
	return &target_nios2;
#elif defined(__OR1K__)
	return &target_openrisc;
#elif defined(__xtensa__)
	return &target_xtensa;
#elif defined(__bfin__)
	return &target_bfin;
#elif defined(__nds32__)
	return &target_nds32;
#elif defined(__microblaze__)
	return &target_microblaze;
#elif defined(__sh__)
	return &target_sh;
#else
	return &target_x86_64;
#endif
}

// --os=

static const struct {
	const char *name;
	enum os os;
} os_names[] = {
	{ "cygwin", OS_CYGWIN },
	{ "darwin", OS_DARWIN },
	{ "freebsd", OS_FREEBSD },
	{ "linux", OS_LINUX },
	{ "netbsd", OS_NETBSD },
	{ "none", OS_NONE },
	{ "openbsd", OS_OPENBSD },
	{ "sunos", OS_SUNOS },
	{ "unix", OS_UNIX },
};

/* The system this program was built for: the default of --os=. */
static enum os host_os(void)
{
#if defined(__linux__)
	return OS_LINUX;
#elif defined(__FreeBSD__)
	return OS_FREEBSD;
#elif defined(__NetBSD__)
	return OS_NETBSD;
#elif defined(__OpenBSD__)
	return OS_OPENBSD;
#elif defined(__APPLE__)
	return OS_DARWIN;
#elif defined(__CYGWIN__)
	return OS_CYGWIN;
#elif defined(__sun__)
	return OS_SUNOS;
#elif defined(__unix__)
	return OS_UNIX;
#else
	return OS_NONE;
#endif
}

static enum os lookup_os(const char *name)
{
	size_t i;

	if (!name)
		return host_os();
	for (i = 0; i < ARRAY_SIZE(os_names); i++) {
		if (!strcmp(name, os_names[i].name))
			return os_names[i].os;
	}
	die("invalid os: %s", name);
}

// Resolution

/* The flavour of @target for the data model: -m32 on x86_64 is i386. */
static const struct target *target_for_model(const struct target *target)
{
	switch (arch_m64) {
	case ARCH_LP32:
		return target->target_32bit ? target->target_32bit : target;
	case ARCH_LP64:
	case ARCH_LLP64:
		return target->target_64bit ? target->target_64bit : target;
	default:
		return target;
	}
}

static void init_data_model(const struct data_model *model)
{
	bits_in_long = model->bits_in_long;
	bits_in_pointer = model->bits_in_pointer;
	max_int_alignment = model->max_int_alignment;
	pointer_alignment = model->pointer_alignment;
	size_t_type = model->size_t_type;
	ptrdiff_type = intptr_type = model->ptrdiff;
	int64_type = intmax_type = model->int64;
	fast64_type = model->fast64;
	wchar_type = ITYPE_INT;
	wint_type = ITYPE_UINT;
	int32_type = ITYPE_INT;
	fast8_type = ITYPE_SCHAR;
	fast16_type = fast32_type = ITYPE_INT;
}

/* What the machine changes from its data model. */
static void init_machine(const struct target *target)
{
	bits_in_longdouble = target->bits_in_longdouble;
	max_fp_alignment = target->max_fp_alignment;
	if (target->wchar)
		wchar_type = target->wchar;
	if (target->size_t_type)
		size_t_type = target->size_t_type;
	if (target->ptrdiff)
		ptrdiff_type = target->ptrdiff;
	if (target->intptr)
		intptr_type = target->intptr;
	if (target->int64)
		int64_type = target->int64;
	if (target->fast16)
		fast16_type = fast32_type = target->fast16;
	if (target->init)
		target->init(target);
}

void init_target(void)
{
	const struct target *target;

	if (arch_name && arch_name != selected_arch)
		select_target_late(arch_name);
	target = arch_target ? arch_target : host_target();
	target = target_for_model(target);
	arch_target = target;
	arch_mach = target->mach;
	arch_os = lookup_os(os_name);

	init_data_model(&data_models[arch_m64]);
	init_machine(target);
	if (fshort_wchar)
		wchar_type = ITYPE_USHORT;
	bits_in_wchar = int_type_bits(wchar_type);
	if (funsigned_char < 0)
		funsigned_char = target->unsigned_char;
}
