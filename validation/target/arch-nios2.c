/*
 * check-name: --arch=nios2
 * check-command: sparse --arch=nios2 -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __nios2__ 1$
 * check-output-contains: ^#define __NIOS2__ 1$
 * check-output-contains: ^#define __nios2_little_endian__ 1$
 */
