/*
 * check-name: -fPIC defines __pic__ and __PIC__ as 2
 * check-command: sparse -fPIC -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __pic__ 2$
 * check-output-contains: ^#define __PIC__ 2$
 * check-output-excludes: ^#define __pie__\>
 * check-output-excludes: ^#define __PIE__\>
 */
