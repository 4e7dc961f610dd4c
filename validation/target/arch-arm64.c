/*
 * check-name: --arch=arm64
 * check-command: sparse --arch=arm64 -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __aarch64__ 1$
 * check-output-contains: ^#define __AARCH64EL__ 1$
 * check-output-contains: ^#define __AARCH64_CMODEL_SMALL__ 1$
 * check-output-contains: ^#define __CHAR_UNSIGNED__ 1$
 * check-output-contains: ^#define __LP64__ 1$
 * check-output-contains: ^#define __SIZEOF_INT128__ 16$
 * check-output-contains: ^#define __WCHAR_TYPE__ unsigned int$
 * check-output-excludes: ^#define __x86_64__\>
 * check-output-excludes: ^#define __arm__\>
 */
