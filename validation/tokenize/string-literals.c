"abc" "" "a\"b" "it's" "\\" "tab	here"
/*
 * check-name: string literals keep their escapes as written
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 string "abc"
1:7 string ""
1:10 string "a\"b"
1:17 string "it's"
1:24 string "\\"
1:29 string "tab\011here"
 * check-output-end
 */
