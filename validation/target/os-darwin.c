/*
 * check-name: --os=darwin is not unix
 * check-command: sparse --arch=x86_64 --os=darwin -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __APPLE__ 1$
 * check-output-contains: ^#define __MACH__ 1$
 * check-output-contains: ^#define __INT64_TYPE__ long long$
 * check-output-contains: ^#define __INTMAX_TYPE__ long$
 * check-output-excludes: ^#define __unix__\>
 * check-output-excludes: ^#define unix\>
 * check-output-excludes: ^#define __linux__\>
 */
