/*
 * check-name: -std=c99 gives __STDC_VERSION__ 199901L
 * check-command: sparse --os=linux -std=c99 -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __STDC_VERSION__ 199901L$
 * check-output-contains: ^#define __STRICT_ANSI__ 1$
 * check-output-excludes: ^#define unix\>
 * check-output-excludes: ^#define __STDC_NO_THREADS__\>
 */
