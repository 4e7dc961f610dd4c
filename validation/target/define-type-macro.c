/*
 * check-name: -D of a typedef macro wins, -U of one does not last
 * check-description: the command line's -D and -U come after the target's
 *	macros but before the typedef macros, whose weak defaults then give
 *	way to a -D and come back after a -U.
 * check-command: sparse --arch=x86_64 -D__SIZE_TYPE__=int -U__INT8_TYPE__ -D__SIZEOF_INT__=7 -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __SIZE_TYPE__ int$
 * check-output-contains: ^#define __INT8_TYPE__ signed char$
 * check-output-contains: ^#define __SIZEOF_INT__ 7$
 * check-output-excludes: ^#define __SIZE_TYPE__ unsigned
 * check-output-excludes: ^#define __SIZEOF_INT__ 4
 */
