/*
 * check-name: -std=c89 is strict and hides unix and i386
 * check-command: sparse --os=linux --arch=i386 -std=c89 -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __STRICT_ANSI__ 1$
 * check-output-contains: ^#define __unix__ 1$
 * check-output-contains: ^#define __i386__ 1$
 * check-output-excludes: ^#define __STDC_VERSION__\>
 * check-output-excludes: ^#define unix\>
 * check-output-excludes: ^#define i386\>
 */
