#define X X + 1
X
/*
 * check-name: a macro does not expand inside itself
 * check-command: sparse -E $file
 *
 * check-output-start

X + 1
 * check-output-end
 */
