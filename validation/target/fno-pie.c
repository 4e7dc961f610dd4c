/*
 * check-name: -fno-PIE defines __pie__ as sparse 0.6.4 does
 * check-description: the kernel passes -fno-PIE; sparse reads it as -fPIE,
 *   and we must check the same branches of the kernel's headers
 * check-command: sparse -fno-PIE -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __pie__ 2$
 * check-output-contains: ^#define __PIC__ 2$
 */
