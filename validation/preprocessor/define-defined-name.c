#define defined 1
x
/*
 * check-name: sparse lets defined be a macro name
 * check-command: sparse -E $file
 *
 * check-output-start

x
 * check-output-end
 */
