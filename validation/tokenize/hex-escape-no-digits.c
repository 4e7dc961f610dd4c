"\x" '\xg' "\x41" "\x	" "\\x" "\x\"" L"\x\
z"
/*
 * check-name: \x without a hex digit after it
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 string "\x"
1:6 char '\xg'
1:12 string "\x41"
1:19 string "\x\011"
1:27 string "\\x"
1:33 string "\x\""
1:40 wide-string L"\xz"
 * check-output-end
 *
 * check-error-start
tokenize/hex-escape-no-digits.c:1:4: warning: \x used with no following hex digits
tokenize/hex-escape-no-digits.c:1:9: warning: \x used with no following hex digits
tokenize/hex-escape-no-digits.c:1:24: warning: \x used with no following hex digits
tokenize/hex-escape-no-digits.c:1:36: warning: \x used with no following hex digits
tokenize/hex-escape-no-digits.c:2:1: warning: \x used with no following hex digits
 * check-error-end
 */
