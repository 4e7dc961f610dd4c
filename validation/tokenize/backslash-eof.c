/*
 * check-name: a lone backslash at end of file is a stray byte
 * check-command: test-lexing -T $file
 *
 * check-output-start
14:1 ident x
14:3 error \
 * check-output-end
 *
 * check-error-start
tokenize/backslash-eof.c:14:3: warning: no newline at end of file
 * check-error-end
 */
x \