/*
 * check-name: -fsigned-char after --arch=arm makes char signed
 * check-command: sparse --arch=arm -fsigned-char -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __arm__ 1$
 * check-output-excludes: ^#define __CHAR_UNSIGNED__\>
 */
