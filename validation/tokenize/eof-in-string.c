/*
 * check-name: end of file inside a string literal: the literal is dropped
 * check-command: test-lexing -T $file
 *
 * check-output-start
13:1 ident a
 * check-output-end
 *
 * check-error-start
tokenize/eof-in-string.c:13:6: warning: End of file in middle of string
 * check-error-end
 */
a "abc