/*
 * check-name: -fpie is -fpic too
 * check-command: sparse -fpie -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __pic__ 1$
 * check-output-contains: ^#define __PIC__ 1$
 * check-output-contains: ^#define __pie__ 1$
 * check-output-contains: ^#define __PIE__ 1$
 */
