#foo bar baz
x
/*
 * check-name: an unknown directive is an error
 * check-command: sparse -E $file
 *
 * check-output-start

x
 * check-output-end
 *
 * check-error-start
preprocessor/unknown-directive.c:1:2: error: unrecognized preprocessor line 'foo bar baz'
 * check-error-end
 */
