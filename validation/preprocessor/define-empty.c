#define E
a E b
E c
/*
 * check-name: a macro with an empty body expands to nothing, its spacing lost
 * check-command: sparse -E $file
 *
 * check-output-start

a b c
 * check-output-end
 */
