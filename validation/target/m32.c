/*
 * check-name: -m32 turns x86_64 into i386
 * check-command: sparse --arch=x86_64 -m32 -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __i386__ 1$
 * check-output-contains: ^#define __i386 1$
 * check-output-contains: ^#define i386 1$
 * check-output-contains: ^#define __SIZEOF_POINTER__ 4$
 * check-output-contains: ^#define __SIZEOF_LONG__ 4$
 * check-output-contains: ^#define __SIZEOF_LONG_DOUBLE__ 12$
 * check-output-contains: ^#define __WCHAR_TYPE__ long$
 * check-output-contains: ^#define __WCHAR_MAX__ 0x7fffffffL$
 * check-output-contains: ^#define __INT64_TYPE__ long long$
 * check-output-contains: ^#define __SIZE_TYPE__ unsigned int$
 * check-output-contains: ^#define __SIZE_MAX__ 0xffffffffU$
 * check-output-excludes: ^#define __x86_64__\>
 * check-output-excludes: ^#define __LP64__\>
 * check-output-excludes: ^#define __SIZEOF_INT128__\>
 */
