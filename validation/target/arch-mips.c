/*
 * check-name: --arch=mips
 * check-command: sparse --arch=mips -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __mips__ 1$
 * check-output-contains: ^#define __mips 32$
 * check-output-contains: ^#define _MIPS_SZLONG 32$
 * check-output-contains: ^#define _MIPSEB 1$
 * check-output-contains: ^#define __MIPSEB__ 1$
 * check-output-contains: ^#define __INT_FAST16_TYPE__ long$
 * check-output-excludes: ^#define __mips64\>
 * check-output-excludes: ^#define __CHAR_UNSIGNED__\>
 */
