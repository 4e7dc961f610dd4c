/*
 * check-name: \x at end of file: only the end of file is told
 * check-command: test-lexing -T $file
 *
 * check-error-start
tokenize/hex-escape-eof.c:10:3: warning: no newline at end of file
tokenize/hex-escape-eof.c:10:3: warning: End of file in middle of string
 * check-error-end
 */
"\x