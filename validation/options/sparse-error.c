/*
 * check-name: -Wsparse-error makes warnings errors and exits 1
 * check-command: sparse -Wsparse-error $file
 * check-exit-value: 1
 * check-description: this comment is never closed, so the tokenizer
 *   warns at the end of the file
 *
 * check-error-start
options/sparse-error.c:12:0: error: End of file in the middle of a comment
 * check-error-end
 *
