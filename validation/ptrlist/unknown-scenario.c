/*
 * check-name: test-ptrlist refuses a scenario it does not have
 * check-command: test-ptrlist no-such-scenario
 * check-exit-value: 2
 *
 * check-error-start
test-ptrlist: no scenario 'no-such-scenario'
 * check-error-end
 */
