/*
 * check-name: --arch=arm -mfloat-abi=hard uses the VFP calling convention
 * check-command: sparse --arch=arm -mfloat-abi=hard -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __ARM_PCS_VFP 1$
 * check-output-excludes: ^#define __SOFTFP__\>
 * check-output-excludes: ^#define __ARM_PCS\>
 */
