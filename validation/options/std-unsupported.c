/*
 * check-name: an unknown -std= dialect is fatal
 * check-command: sparse -std=c77 $file
 * check-exit-value: 1
 *
 * check-error-start
Unsupported C dialect
 * check-error-end
 */
