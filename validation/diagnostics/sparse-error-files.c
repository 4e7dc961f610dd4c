int visible;
/*
 * check-name: -Wsparse-error exits 1 at the end of the first file
 * check-description: as Debian's sparse: the second file is not checked
 * check-command: sparse -Wsparse-error $file diagnostics/format/second.h
 * check-exit-value: 1
 *
 * check-error-start
diagnostics/sparse-error-files.c:1:5: error: symbol 'visible' was not declared. Should it be static?
 * check-error-end
 */
