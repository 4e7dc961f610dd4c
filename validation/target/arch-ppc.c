/*
 * check-name: --arch=ppc: 32-bit big-endian PowerPC
 * check-command: sparse --arch=ppc -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __powerpc__ 1$
 * check-output-contains: ^#define __PPC__ 1$
 * check-output-contains: ^#define _ARCH_PPC 1$
 * check-output-contains: ^#define _BIG_ENDIAN 1$
 * check-output-contains: ^#define __BIG_ENDIAN__ 1$
 * check-output-contains: ^#define __WCHAR_TYPE__ long$
 * check-output-contains: ^#define __LONG_DOUBLE_128__ 1$
 * check-output-contains: ^#define __CHAR_UNSIGNED__ 1$
 * check-output-excludes: ^#define __powerpc64__\>
 */
