/*
 * check-name: -O0 defines no __OPTIMIZE__
 * check-command: sparse -O2 -O0 -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __CHECKER__ 1$
 * check-output-excludes: ^#define __OPTIMIZE__\>
 */
