"\x
b
/*
 * check-name: \x at the end of a line: the missing quote is told first
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 string "\x"
2:1 ident b
 * check-output-end
 *
 * check-error-start
tokenize/hex-escape-newline.c:2:0: warning: missing terminating " character
tokenize/hex-escape-newline.c:2:0: warning: \x used with no following hex digits
 * check-error-end
 */
