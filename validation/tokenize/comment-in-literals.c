"/*" '//' "//" "a/*b"
/*
 * check-name: comment starters inside literals are just characters
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 string "/*"
1:6 char '//'
1:11 string "//"
1:16 string "a/*b"
 * check-output-end
 */
