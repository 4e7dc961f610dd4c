/*
 * check-name: --os=cygwin
 * check-command: sparse --arch=i386 --os=cygwin -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __CYGWIN__ 1$
 * check-output-contains: ^#define __CYGWIN32__ 1$
 * check-output-contains: ^#define __WCHAR_TYPE__ unsigned short$
 * check-output-contains: ^#define __stdcall __attribute__((__stdcall__))$
 * check-output-contains: ^#define __declspec(x) __attribute__((x))$
 * check-output-excludes: ^#define __linux__\>
 */
