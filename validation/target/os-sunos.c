/*
 * check-name: --os=sunos
 * check-command: sparse --arch=sparc --os=sunos -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __sun__ 1$
 * check-output-contains: ^#define sun 1$
 * check-output-contains: ^#define __svr4__ 1$
 * check-output-contains: ^#define __SIZEOF_LONG_DOUBLE__ 16$
 * check-output-contains: ^#define __WINT_TYPE__ long$
 */
