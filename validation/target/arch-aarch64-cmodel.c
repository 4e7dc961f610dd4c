/*
 * check-name: --arch=aarch64 -mcmodel=large
 * check-command: sparse --arch=aarch64 -mcmodel=large -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __aarch64__ 1$
 * check-output-contains: ^#define __AARCH64_CMODEL_LARGE__ 1$
 * check-output-excludes: ^#define __AARCH64_CMODEL_SMALL__\>
 */
