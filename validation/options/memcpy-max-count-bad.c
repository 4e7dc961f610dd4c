/*
 * check-name: -fmemcpy-max-count= needs a number
 * check-command: sparse -fmemcpy-max-count=x $file
 * check-exit-value: 1
 *
 * check-error-start
error: wrong argument to '-fmemcpy-max-count=x'
 * check-error-end
 */
