static int x = 1 / 0;
/*
 * check-name: -Wsparse-error makes an expansion warning an error
 * check-command: sparse -Wsparse-error $file
 * check-exit-value: 1
 *
 * check-error-start
expand/sparse-error-expansion.c:1:18: error: division by zero
 * check-error-end
 */
