/*
 * check-name: --arch=nds32
 * check-command: sparse --arch=nds32 -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __nds32__ 1$
 * check-output-contains: ^#define __NDS32_EL__ 1$
 * check-output-contains: ^#define __WCHAR_TYPE__ unsigned int$
 */
