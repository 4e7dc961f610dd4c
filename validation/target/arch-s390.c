/*
 * check-name: --arch=s390: long size_t
 * check-command: sparse --arch=s390 -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __s390__ 1$
 * check-output-contains: ^#define __SIZE_TYPE__ unsigned long$
 * check-output-contains: ^#define __PTRDIFF_TYPE__ long$
 * check-output-excludes: ^#define __s390x__\>
 */
