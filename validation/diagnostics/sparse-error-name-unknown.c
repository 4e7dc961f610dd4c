/*
 * check-name: -Wsparse-error=NAME with a name that is no flag of sparse's
 * check-command: sparse -Wsparse-error=no-such-flag $file
 * check-exit-value: 1
 *
 * check-error-start
error: unknown warning 'no-such-flag' in '-Wsparse-error=no-such-flag'
 * check-error-end
 */
