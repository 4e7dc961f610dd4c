#define A B
#define B 42
A
/*
 * check-name: an expansion is scanned again for macros
 * check-command: sparse -E $file
 *
 * check-output-start

42
 * check-output-end
 */
