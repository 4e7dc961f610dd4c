/*
 * check-name: -undef removes no predefined macro, as in sparse 0.6.4
 * check-command: sparse --os=linux --arch=x86_64 -undef -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __CHECKER__ 1$
 * check-output-contains: ^#define __x86_64__ 1$
 * check-output-contains: ^#define __linux__ 1$
 * check-output-contains: ^#define unix 1$
 * check-output-contains: ^#define __SIZEOF_INT__ 4$
 */
