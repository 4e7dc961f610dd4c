/*
 * check-name: form feed and vertical tab are white space of one column
 * check-command: sh -c "printf 'a\\fb\\v c\\n' | ../test-lexing -T -"
 *
 * check-output-start
1:1 ident a
1:3 ident b
1:6 ident c
 * check-output-end
 */
