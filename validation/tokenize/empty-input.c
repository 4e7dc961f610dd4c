/*
 * check-name: an empty input prints two newlines, as sparse -E
 * check-command: sh -c "printf '' | ../test-lexing -"
 *
 * check-output-start


 * check-output-end
 */
