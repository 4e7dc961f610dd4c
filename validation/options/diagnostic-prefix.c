/*
 * check-name: -fdiagnostic-prefix puts 'sparse: ' before the kind
 * check-command: sparse -fdiagnostic-prefix $file
 * check-exit-value: 0
 * check-description: this comment is never closed, so the tokenizer
 *   warns at the end of the file
 *
 * check-error-start
options/diagnostic-prefix.c:12:0: sparse: warning: End of file in the middle of a comment
 * check-error-end
 *
