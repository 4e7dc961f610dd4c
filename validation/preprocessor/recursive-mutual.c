#define A B a
#define B A b
A B
/*
 * check-name: mutually recursive macros stop
 * check-command: sparse -E $file
 *
 * check-output-start

A b a B a b
 * check-output-end
 */
