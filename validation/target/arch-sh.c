/*
 * check-name: --arch=sh
 * check-command: sparse --arch=sh -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __sh__ 1$
 * check-output-contains: ^#define __SH4__ 1$
 * check-output-contains: ^#define __WCHAR_TYPE__ long$
 * check-output-contains: ^#define __INTPTR_TYPE__ int$
 */
