/*
 * check-name: -O2 defines __OPTIMIZE__ only
 * check-command: sparse -O2 -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __OPTIMIZE__ 1$
 * check-output-excludes: ^#define __OPTIMIZE_SIZE__\>
 * check-output-excludes: ^#define __NO_INLINE__\>
 */
