#undef __GNUC__
#define __GNUC__ 3
__GNUC__
/*
 * check-name: #undef of a predefined macro then a new definition
 * check-command: sparse -E $file
 *
 * check-output-start

3
 * check-output-end
 */
