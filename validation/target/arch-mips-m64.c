/*
 * check-name: --arch=mips -m64 is mips64
 * check-command: sparse --arch=mips -m64 -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __mips64 64$
 * check-output-contains: ^#define __mips 64$
 * check-output-contains: ^#define _MIPS_SZPTR 64$
 * check-output-contains: ^#define __SIZEOF_LONG_DOUBLE__ 16$
 */
