/*
 * check-name: a NUL byte is an error token; inside a literal it is kept
 * check-command: sh -c "printf 'a\\0b \"x\\0y\" \\0\\n' | ../test-lexing -T -"
 *
 * check-output-start
1:1 ident a
1:2 error \000
1:3 ident b
1:5 string "x\000y"
1:11 error \000
 * check-output-end
 */
