/*
 * check-name: -funsigned-char defines __CHAR_UNSIGNED__
 * check-command: sparse --arch=x86_64 -funsigned-char -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __CHAR_UNSIGNED__ 1$
 */
