/*
 * check-name: a missing input file is fatal
 * check-command: sparse options/does-not-exist.c
 * check-exit-value: 1
 *
 * check-error-start
No such file: options/does-not-exist.c
 * check-error-end
 */
