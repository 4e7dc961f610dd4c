/*
 * check-name: --arch=riscv64
 * check-command: sparse --arch=riscv64 -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __riscv 1$
 * check-output-contains: ^#define __riscv_xlen 64$
 * check-output-contains: ^#define __riscv_flen 64$
 * check-output-contains: ^#define __riscv_cmodel_medlow 1$
 * check-output-contains: ^#define __LP64__ 1$
 * check-output-contains: ^#define __CHAR_UNSIGNED__ 1$
 */
