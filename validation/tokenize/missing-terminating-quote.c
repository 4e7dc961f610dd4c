a "abc
b L"x
/*
 * check-name: a string literal without its closing quote ends at the newline
 * check-command: test-lexing $file
 *
 * check-output-start

a "abc"
b L"x"
 * check-output-end
 *
 * check-error-start
tokenize/missing-terminating-quote.c:2:0: warning: missing terminating " character
tokenize/missing-terminating-quote.c:3:0: warning: missing terminating " character
 * check-error-end
 */
