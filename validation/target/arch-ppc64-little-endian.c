/*
 * check-name: --arch=ppc64 -mlittle-endian
 * check-command: sparse --arch=powerpc64 -mlittle-endian -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __powerpc64__ 1$
 * check-output-contains: ^#define __LITTLE_ENDIAN__ 1$
 * check-output-excludes: ^#define _BIG_ENDIAN\>
 * check-output-excludes: ^#define __BIG_ENDIAN__\>
 */
