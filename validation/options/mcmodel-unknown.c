/*
 * check-name: an unknown -mcmodel= is ignored
 * check-command: sparse -mcmodel=foo -march=foo --arch=foo $file
 * check-exit-value: 0
 *
 */
