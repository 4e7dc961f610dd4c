/*
 * check-name: -Wsparse-all does not turn on -Wsparse-error
 * check-command: sparse -Wsparse-all $file
 * check-exit-value: 0
 * check-description: this comment is never closed, so the tokenizer
 *   warns at the end of the file
 *
 * check-error-start
options/sparse-all-not-error.c:12:0: warning: End of file in the middle of a comment
 * check-error-end
 *
