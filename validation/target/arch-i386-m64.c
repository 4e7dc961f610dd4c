/*
 * check-name: -m64 after --arch=i386 gives x86_64
 * check-command: sparse --arch=i386 -m64 -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __x86_64__ 1$
 * check-output-contains: ^#define __LP64__ 1$
 * check-output-excludes: ^#define __i386__\>
 */
