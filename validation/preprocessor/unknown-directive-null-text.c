# bar 1
x
/*
 * check-name: text after a lone # is an unknown directive
 * check-command: sparse -E $file
 *
 * check-output-start

x
 * check-output-end
 *
 * check-error-start
preprocessor/unknown-directive-null-text.c:1:3: error: unrecognized preprocessor line 'bar 1'
 * check-error-end
 */
