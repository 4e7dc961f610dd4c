"ab\
cd" "\\\
n" L\
"w"
/*
 * check-name: a backslash-newline inside a string literal vanishes
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 string "abcd"
2:5 string "\\n"
3:4 wide-string L"w"
 * check-output-end
 */
