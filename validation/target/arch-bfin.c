/*
 * check-name: --arch=bfin
 * check-command: sparse --arch=bfin -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __bfin__ 1$
 * check-output-contains: ^#define __BFIN__ 1$
 * check-output-contains: ^#define __SIZEOF_LONG_DOUBLE__ 16$
 */
