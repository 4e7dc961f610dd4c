/*
 * check-name: --arch= after -m32 resets the data model
 * check-command: sparse -m32 --arch=x86_64 -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __x86_64__ 1$
 * check-output-contains: ^#define __SIZEOF_POINTER__ 8$
 * check-output-excludes: ^#define __i386__\>
 */
