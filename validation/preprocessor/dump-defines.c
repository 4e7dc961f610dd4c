#define B 2
B
/*
 * check-name: -dD prints the macros then the tokens
 * check-command: sh -c "../sparse -dD -E $file | tail -2"
 *
 * check-output-start
#define B 2
2
 * check-output-end
 */
