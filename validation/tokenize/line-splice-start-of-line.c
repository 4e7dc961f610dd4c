a
\
# x
/*
 * check-name: a backslash-newline keeps the line start for the next token
 * check-command: test-lexing $file
 *
 * check-output-start

a
# x
 * check-output-end
 */
