/*
 * check-name: --arch=alpha
 * check-command: sparse --arch=alpha -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __alpha__ 1$
 * check-output-contains: ^#define __alpha 1$
 * check-output-contains: ^#define __LP64__ 1$
 * check-output-contains: ^#define __SIZEOF_LONG_DOUBLE__ 8$
 * check-output-contains: ^#define __SIZEOF_INT128__ 16$
 */
