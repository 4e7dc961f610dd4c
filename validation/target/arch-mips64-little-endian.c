/*
 * check-name: --arch=mips64 -mlittle-endian
 * check-command: sparse --arch=mips64 -mlittle-endian -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define _MIPSEL 1$
 * check-output-contains: ^#define __MIPSEL 1$
 * check-output-contains: ^#define __MIPSEL__ 1$
 * check-output-excludes: ^#define _MIPSEB\>
 */
