/*
 * check-name: --arch=ppc64
 * check-command: sparse --arch=ppc64 -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __powerpc64__ 1$
 * check-output-contains: ^#define __PPC64__ 1$
 * check-output-contains: ^#define _ARCH_PPC64 1$
 * check-output-contains: ^#define __powerpc__ 1$
 * check-output-contains: ^#define _BIG_ENDIAN 1$
 * check-output-contains: ^#define __LP64__ 1$
 * check-output-contains: ^#define __WCHAR_TYPE__ int$
 */
