"éé" x € y
/*
 * check-name: a column is a byte: UTF-8 letters take one column per byte
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 string "éé"
1:8 ident x
1:10 ident €
1:14 ident y
 * check-output-end
 */
