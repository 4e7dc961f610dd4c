#strong_define S 7
S
/*
 * check-name: #strong_define defines a macro
 * check-command: sparse -E $file
 *
 * check-output-start

7
 * check-output-end
 */
