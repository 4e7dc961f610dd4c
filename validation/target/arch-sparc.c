/*
 * check-name: --arch=sparc
 * check-command: sparse --arch=sparc -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __sparc__ 1$
 * check-output-contains: ^#define sparc 1$
 * check-output-contains: ^#define __sparc_v8__ 1$
 * check-output-contains: ^#define __SIZEOF_LONG_DOUBLE__ 8$
 * check-output-excludes: ^#define __arch64__\>
 */
