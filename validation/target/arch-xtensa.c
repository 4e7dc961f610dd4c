/*
 * check-name: --arch=xtensa
 * check-command: sparse --arch=xtensa -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __xtensa__ 1$
 * check-output-contains: ^#define __XTENSA__ 1$
 * check-output-contains: ^#define __WCHAR_TYPE__ long$
 */
