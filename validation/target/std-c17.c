/*
 * check-name: -std=c17 gives __STDC_VERSION__ 201710L
 * check-command: sparse --os=linux -std=c17 -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __STDC_VERSION__ 201710L$
 * check-output-contains: ^#define __STRICT_ANSI__ 1$
 * check-output-contains: ^#define __STDC_NO_ATOMICS__ 1$
 * check-output-excludes: ^#define unix\>
 */
