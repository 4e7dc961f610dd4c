/*
 * check-name: -D without its argument is fatal
 * check-command: sparse $file -D
 * check-exit-value: 1
 *
 * check-error-start
argument to `-D' is missing
 * check-error-end
 */
