int from_stdin;
/*
 * check-name: sparse -Wsparse-error - on standard input: an error, exit 1
 * check-command: sh -c "cat $file | ../sparse -Wsparse-error -"
 * check-exit-value: 1
 *
 * check-error-start
-:1:5: error: symbol 'from_stdin' was not declared. Should it be static?
 * check-error-end
 */
