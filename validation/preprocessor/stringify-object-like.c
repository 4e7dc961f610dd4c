#define H # x
H
/*
 * check-name: '#' is an ordinary token in an object-like macro
 * check-command: sparse -E $file
 *
 * check-output-start

# x
 * check-output-end
 */
