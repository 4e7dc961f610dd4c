/*
 * check-name: -std=c23 and -std=gnu23 give __STDC_VERSION__ 202311L
 * check-description: Debian's sparse 0.6.4 rejects -std=c23; this checker accepts it.
 * check-command: sparse --os=linux -std=c23 -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __STDC_VERSION__ 202311L$
 * check-output-contains: ^#define __STRICT_ANSI__ 1$
 * check-output-excludes: ^#define unix\>
 */
