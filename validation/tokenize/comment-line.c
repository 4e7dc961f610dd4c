a // b c
d //
e
/*
 * check-name: a line comment ends at the newline, which stays a line start
 * check-command: test-lexing $file
 *
 * check-output-start

a
d
e
 * check-output-end
 */
