/*
 * check-name: an unknown --arch= is ignored
 * check-command: sparse --arch=x86 -m32 -dM -E $file
 * check-arch-only: x86_64
 *
 * check-output-ignore
 * check-output-contains: ^#define __i386__ 1$
 */
