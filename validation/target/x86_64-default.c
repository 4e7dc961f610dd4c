/*
 * check-name: x86_64 is the default machine on an x86_64 host
 * check-command: sparse -dM -E $file
 * check-arch-only: x86_64
 *
 * check-output-ignore
 * check-output-contains: ^#define __x86_64__ 1$
 * check-output-contains: ^#define __amd64__ 1$
 * check-output-contains: ^#define __LP64__ 1$
 * check-output-contains: ^#define _LP64 1$
 * check-output-contains: ^#define __SIZEOF_POINTER__ 8$
 * check-output-contains: ^#define __SIZEOF_LONG__ 8$
 * check-output-contains: ^#define __SIZEOF_LONG_DOUBLE__ 16$
 * check-output-contains: ^#define __SIZEOF_INT128__ 16$
 * check-output-contains: ^#define __SIZE_TYPE__ unsigned long$
 * check-output-contains: ^#define __PTRDIFF_TYPE__ long$
 * check-output-contains: ^#define __WCHAR_TYPE__ int$
 * check-output-contains: ^#define __INT64_TYPE__ long$
 * check-output-contains: ^#define __INT_FAST16_TYPE__ long$
 * check-output-contains: ^#define __LONG_MAX__ 0x7fffffffffffffffL$
 * check-output-contains: ^#define __SIZE_MAX__ 0xffffffffffffffffUL$
 * check-output-contains: ^#define __BYTE_ORDER__ __ORDER_LITTLE_ENDIAN__$
 * check-output-contains: ^#define __LITTLE_ENDIAN__ 1$
 * check-output-excludes: ^#define __i386__\>
 * check-output-excludes: ^#define __CHAR_UNSIGNED__\>
 * check-output-excludes: ^#define __ILP32__\>
 */
