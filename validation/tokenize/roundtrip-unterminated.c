"abc
'd
x
/*
 * check-name: round trip: an unterminated literal prints back closed
 * check-command: test-lexing --roundtrip $file
 *
 * check-error-start
tokenize/roundtrip-unterminated.c:2:0: warning: missing terminating " character
tokenize/roundtrip-unterminated.c:3:0: warning: missing terminating ' character
 * check-error-end
 */
