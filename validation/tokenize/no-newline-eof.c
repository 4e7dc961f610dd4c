/*
 * check-name: no newline at end of file (on an odd column)
 * check-command: test-lexing -T $file
 *
 * check-output-start
13:1 ident abc
 * check-output-end
 *
 * check-error-start
tokenize/no-newline-eof.c:13:3: warning: no newline at end of file
 * check-error-end
 */
abc