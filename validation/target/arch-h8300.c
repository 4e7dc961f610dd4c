/*
 * check-name: --arch=h8300: unsigned short wchar_t
 * check-command: sparse --arch=h8300 -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __H8300H__ 1$
 * check-output-contains: ^#define __WCHAR_TYPE__ unsigned short$
 * check-output-contains: ^#define __SIZEOF_WCHAR_T__ 2$
 * check-output-contains: ^#define __WCHAR_MIN__ 0$
 * check-output-contains: ^#define __SIZE_TYPE__ unsigned long$
 * check-output-contains: ^#define __INTPTR_TYPE__ int$
 */
