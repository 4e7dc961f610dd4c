/*
 * check-name: a backslash-newline at end of file
 * check-command: test-lexing -T $file
 *
 * check-output-start
13:1 ident x
 * check-output-end
 *
 * check-error-start
tokenize/backslash-newline-eof.c:14:0: warning: backslash-newline at end of file
 * check-error-end
 */
x \
