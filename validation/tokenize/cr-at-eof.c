/*
 * check-name: a CR that ends the input is no newline (as sparse 0.6.4)
 * check-command: sh -c "printf 'a\\rb\\r' | ../test-lexing -T -"
 *
 * check-output-start
1:1 ident a
2:1 ident b
 * check-output-end
 *
 * check-error-start
-:2:1: warning: no newline at end of file
 * check-error-end
 */
