/*
 * check-name: -fdump-ir= takes only known passes
 * check-command: sparse -fdump-ir=linearize,foo $file
 * check-exit-value: 1
 *
 * check-error-start
error: wrong option 'foo' for '-fdump-ir=linearize,foo'
 * check-error-end
 */
