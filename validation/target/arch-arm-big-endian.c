/*
 * check-name: -mbig-endian after --arch=arm
 * check-command: sparse --arch=arm -mbig-endian -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __ARMEB__ 1$
 * check-output-contains: ^#define __BIG_ENDIAN__ 1$
 * check-output-contains: ^#define __BYTE_ORDER__ __ORDER_BIG_ENDIAN__$
 * check-output-excludes: ^#define __ARMEL__\>
 */
