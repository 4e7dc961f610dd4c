/*
 * check-name: -msize-llp64: 32-bit long, 64-bit pointers
 * check-command: sparse --arch=x86_64 -msize-llp64 -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __LLP64__ 1$
 * check-output-contains: ^#define __SIZEOF_LONG__ 4$
 * check-output-contains: ^#define __SIZEOF_POINTER__ 8$
 * check-output-contains: ^#define __SIZE_TYPE__ unsigned long long$
 * check-output-contains: ^#define __INTPTR_TYPE__ long long$
 * check-output-contains: ^#define __INT_FAST64_TYPE__ long$
 * check-output-excludes: ^#define __LP64__\>
 * check-output-excludes: ^#define __ILP32__\>
 */
