/*
 * check-name: -U removes a target macro
 * check-command: sparse --arch=x86_64 -U__x86_64__ -U__LP64__ -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __amd64__ 1$
 * check-output-excludes: ^#define __x86_64__\>
 * check-output-excludes: ^#define __LP64__\>
 */
