/*
 * check-name: the default dialect is gnu89: no __STDC_VERSION__
 * check-command: sparse --os=linux --arch=x86_64 -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define unix 1$
 * check-output-excludes: ^#define __STDC_VERSION__\>
 * check-output-excludes: ^#define __STRICT_ANSI__\>
 * check-output-excludes: ^#define __STDC_NO_ATOMICS__\>
 */
