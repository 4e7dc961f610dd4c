int from_stdin;
/*
 * check-name: sparse - checks standard input, named "-" in diagnostics
 * check-command: sh -c "../sparse - < $file"
 *
 * check-error-start
-:1:5: warning: symbol 'from_stdin' was not declared. Should it be static?
 * check-error-end
 */
