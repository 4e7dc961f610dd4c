/*
 * check-name: a UTF-8 byte order mark at the start starts no token; its bytes count as columns
 * check-command: sh -c "printf '\\357\\273\\277int x;\\n' | ../test-lexing -T -"
 *
 * check-output-start
1:4 ident int
1:8 ident x
1:9 special ;
 * check-output-end
 */
