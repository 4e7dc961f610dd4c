/*
 * check-name: -fshort-wchar makes wchar_t unsigned short
 * check-command: sparse --arch=x86_64 -fshort-wchar -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __SIZEOF_WCHAR_T__ 2$
 * check-output-contains: ^#define __WCHAR_MAX__ 0xffff$
 * check-output-contains: ^#define __WCHAR_MIN__ 0$
 * check-output-contains: ^#define __WCHAR_WIDTH__ 16$
 * check-output-contains: ^#define __WCHAR_TYPE__ unsigned short$
 */
