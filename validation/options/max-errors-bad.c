/*
 * check-name: -fmax-errors= needs a number
 * check-command: sparse -fmax-errors=abc $file
 * check-exit-value: 1
 *
 * check-error-start
error: wrong argument to '-fmax-errors=abc'
 * check-error-end
 */
