/*
 * check-name: --arch=s390x
 * check-command: sparse --arch=s390x -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __s390x__ 1$
 * check-output-contains: ^#define __s390__ 1$
 * check-output-contains: ^#define __zarch__ 1$
 * check-output-contains: ^#define __SIZEOF_LONG_DOUBLE__ 8$
 * check-output-contains: ^#define __BIG_ENDIAN__ 1$
 */
