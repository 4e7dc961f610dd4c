/*
 * check-name: --os=freebsd
 * check-command: sparse --arch=x86_64 --os=freebsd -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __FreeBSD__ 1$
 * check-output-contains: ^#define __unix__ 1$
 * check-output-contains: ^#define __WINT_TYPE__ int$
 * check-output-contains: ^#define __WINT_MIN__ (-__WINT_MAX__ - 1)$
 * check-output-contains: ^#define __INT_FAST16_TYPE__ short$
 * check-output-excludes: ^#define __linux__\>
 */
