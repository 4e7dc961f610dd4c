/*
 * check-name: end of file inside a literal on an odd column: the missing newline first
 * check-command: test-lexing -T $file
 *
 * check-output-start
14:1 ident a
 * check-output-end
 *
 * check-error-start
tokenize/eof-in-string-odd-column.c:14:5: warning: no newline at end of file
tokenize/eof-in-string-odd-column.c:14:5: warning: End of file in middle of string
 * check-error-end
 */
a 'bc