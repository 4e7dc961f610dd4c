/*
 * check-name: -Os defines __OPTIMIZE__ and __OPTIMIZE_SIZE__
 * check-command: sparse -Os -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __OPTIMIZE__ 1$
 * check-output-contains: ^#define __OPTIMIZE_SIZE__ 1$
 */
