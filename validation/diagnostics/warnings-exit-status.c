int visible;
/*
 * check-name: -fwarnings-exit-status: a warning makes the exit status 1
 * check-command: sparse -fwarnings-exit-status $file
 * check-exit-value: 1
 *
 * check-error-start
diagnostics/warnings-exit-status.c:1:5: warning: symbol 'visible' was not declared. Should it be static?
 * check-error-end
 */
