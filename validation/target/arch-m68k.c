/*
 * check-name: --arch=m68k
 * check-command: sparse --arch=m68k -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __m68k__ 1$
 * check-output-contains: ^#define __SIZEOF_LONG_DOUBLE__ 12$
 * check-output-contains: ^#define __WCHAR_TYPE__ long$
 * check-output-contains: ^#define __BIG_ENDIAN__ 1$
 */
