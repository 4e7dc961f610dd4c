/*
 * check-name: --arch=sparc64
 * check-command: sparse --arch=sparc64 -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __sparc64__ 1$
 * check-output-contains: ^#define __arch64__ 1$
 * check-output-contains: ^#define __sparc_v9__ 1$
 * check-output-contains: ^#define __sparcv9 1$
 * check-output-contains: ^#define __LP64__ 1$
 * check-output-excludes: ^#define __sparc_v8__\>
 */
