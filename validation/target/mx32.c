/*
 * check-name: -mx32: x86_64 with 32-bit long and pointers
 * check-command: sparse --arch=x86_64 -mx32 -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __x86_64__ 1$
 * check-output-contains: ^#define __ILP32__ 1$
 * check-output-contains: ^#define _ILP32 1$
 * check-output-contains: ^#define __SIZEOF_POINTER__ 4$
 * check-output-contains: ^#define __SIZEOF_INT128__ 16$
 * check-output-contains: ^#define __WCHAR_TYPE__ long$
 * check-output-contains: ^#define __INT_FAST16_TYPE__ int$
 * check-output-excludes: ^#define __LP64__\>
 * check-output-excludes: ^#define __i386__\>
 */
