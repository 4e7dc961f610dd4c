/*
 * check-name: -fdiagnostic-prefix=P puts 'P: ' before the kind
 * check-command: sparse -fdiagnostic-prefix=foo $file
 * check-exit-value: 0
 * check-description: this comment is never closed, so the tokenizer
 *   warns at the end of the file
 *
 * check-error-start
options/diagnostic-prefix-value.c:12:0: foo: warning: End of file in the middle of a comment
 * check-error-end
 *
