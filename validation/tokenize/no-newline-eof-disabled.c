/*
 * check-name: -Wno-newline-eof silences the missing newline
 * check-command: test-lexing -Wno-newline-eof -T $file
 *
 * check-output-start
9:1 ident abc
 * check-output-end
 */
abc