/*
 * check-name: -Wno-sparse-error undoes -Wsparse-error
 * check-command: sparse -Wsparse-error -Wno-sparse-error $file
 * check-exit-value: 0
 * check-description: this comment is never closed, so the tokenizer
 *   warns at the end of the file
 *
 * check-error-start
options/sparse-error-off.c:12:0: warning: End of file in the middle of a comment
 * check-error-end
 *
