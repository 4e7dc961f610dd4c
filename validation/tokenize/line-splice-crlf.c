/*
 * check-name: a backslash before CR LF or a lone CR is a splice
 * check-command: sh -c "printf 'ab\\\\\\r\\ncd ef\\\\\\rgh\\n' | ../test-lexing -T -"
 *
 * check-output-start
1:1 ident abcd
2:4 ident efgh
 * check-output-end
 */
