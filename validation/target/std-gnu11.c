/*
 * check-name: -std=gnu11: C11 without its optional parts, not strict
 * check-command: sparse --os=linux -std=gnu11 -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __STDC_VERSION__ 201112L$
 * check-output-contains: ^#define __STDC_NO_ATOMICS__ 1$
 * check-output-contains: ^#define __STDC_NO_COMPLEX__ 1$
 * check-output-contains: ^#define __STDC_NO_THREADS__ 1$
 * check-output-contains: ^#define unix 1$
 * check-output-excludes: ^#define __STRICT_ANSI__\>
 */
