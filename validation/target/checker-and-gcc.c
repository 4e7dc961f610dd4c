/*
 * check-name: the checker and the gcc it stands for
 * check-command: sparse --arch=x86_64 -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __CHECKER__ 1$
 * check-output-contains: ^#define __GNUC__ [1-9][0-9]*$
 * check-output-contains: ^#define __GNUC_MINOR__ [0-9][0-9]*$
 * check-output-contains: ^#define __GNUC_PATCHLEVEL__ [0-9][0-9]*$
 * check-output-contains: ^#define __STDC__ 1$
 * check-output-contains: ^#define __STDC_HOSTED__ 1$
 * check-output-contains: ^#define __CHAR_BIT__ 8$
 * check-output-contains: ^#define __ATOMIC_SEQ_CST 8$
 * check-output-contains: ^#define __ORDER_PDP_ENDIAN__ 3412$
 * check-output-contains: ^#define __PRAGMA_REDEFINE_EXTNAME 1$
 * check-output-contains: ^#define __extension__$
 * check-output-contains: ^#define __pragma__$
 * check-output-contains: ^#define _Pragma(x)$
 * check-output-contains: ^#define __builtin_va_arg(arg,type) ({ type __va_arg_ret
 * check-output-contains: ^#define __builtin_va_end(arg)$
 * check-output-excludes: ^#define __OPTIMIZE__\>
 * check-output-excludes: ^#define __pic__\>
 * check-output-excludes: ^#define __pie__\>
 */
