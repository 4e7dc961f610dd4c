#define A 1 + 2
A; A
/*
 * check-name: an object-like macro is replaced by its body
 * check-command: sparse -E $file
 *
 * check-output-start

1 + 2; 1 + 2
 * check-output-end
 */
