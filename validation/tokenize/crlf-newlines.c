/*
 * check-name: CR LF and a lone CR are newlines
 * check-command: sh -c "printf 'a\\r\\nb\\rc\\n\\rd\\r\\r\\ne\\n' | ../test-lexing -T -"
 *
 * check-output-start
1:1 ident a
2:1 ident b
3:1 ident c
5:1 ident d
7:1 ident e
 * check-output-end
 */
