/*
 * check-name: --arch=arm -mfloat-abi=softfp
 * check-command: sparse --arch=arm -mfloat-abi=softfp -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __ARM_PCS 1$
 * check-output-excludes: ^#define __SOFTFP__\>
 * check-output-excludes: ^#define __ARM_PCS_VFP\>
 */
