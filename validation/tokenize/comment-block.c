a/**/b /* x
 y */ c/*
*/d
/*
 * check-name: a block comment is white space, even between two identifiers
 * check-command: test-lexing $file
 *
 * check-output-start

a b c d
 * check-output-end
 */
