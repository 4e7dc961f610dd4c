/*
 * check-name: --arch=openrisc
 * check-command: sparse --arch=openrisc -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __OR1K__ 1$
 * check-output-contains: ^#define __or1k__ 1$
 * check-output-contains: ^#define __WCHAR_TYPE__ unsigned int$
 * check-output-contains: ^#define __BIG_ENDIAN__ 1$
 */
