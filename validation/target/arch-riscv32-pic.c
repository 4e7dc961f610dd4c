/*
 * check-name: --arch=riscv32 -fpic: the pic code model
 * check-command: sparse --arch=riscv32 -fpic -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __riscv_xlen 32$
 * check-output-contains: ^#define __riscv_cmodel_pic 1$
 * check-output-contains: ^#define __pic__ 1$
 * check-output-contains: ^#define __SIZEOF_LONG_DOUBLE__ 16$
 * check-output-excludes: ^#define __riscv_cmodel_medlow\>
 * check-output-excludes: ^#define __SIZEOF_INT128__\>
 */
