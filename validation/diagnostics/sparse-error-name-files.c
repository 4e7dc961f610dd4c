int visible;
/*
 * check-name: -Wsparse-error=decl checks every file, then exits 1
 * check-description: unlike -Wsparse-error, which exits at the end of the
 *   first file that had a diagnostic
 * check-command: sparse -Wsparse-error=decl $file diagnostics/format/second.h
 * check-exit-value: 1
 *
 * check-error-start
diagnostics/sparse-error-name-files.c:1:5: error: symbol 'visible' was not declared. Should it be static?
diagnostics/format/second.h:1:5: error: symbol 'second' was not declared. Should it be static?
 * check-error-end
 */
