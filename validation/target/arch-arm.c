/*
 * check-name: --arch=arm: 32-bit, unsigned char, soft float
 * check-command: sparse --arch=arm -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __arm__ 1$
 * check-output-contains: ^#define __ARMEL__ 1$
 * check-output-contains: ^#define __VFP_FP__ 1$
 * check-output-contains: ^#define __SOFTFP__ 1$
 * check-output-contains: ^#define __ARM_PCS 1$
 * check-output-contains: ^#define __CHAR_UNSIGNED__ 1$
 * check-output-contains: ^#define __SIZEOF_LONG_DOUBLE__ 8$
 * check-output-contains: ^#define __WCHAR_TYPE__ unsigned int$
 * check-output-contains: ^#define __WCHAR_MIN__ 0U$
 * check-output-contains: ^#define __SIZEOF_POINTER__ 4$
 * check-output-excludes: ^#define __x86_64__\>
 * check-output-excludes: ^#define __LP64__\>
 * check-output-excludes: ^#define __ARM_PCS_VFP\>
 */
