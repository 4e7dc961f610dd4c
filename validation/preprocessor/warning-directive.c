#warning careful
x
/*
 * check-name: #warning prints its line
 * check-command: sparse -E $file
 *
 * check-output-start

x
 * check-output-end
 *
 * check-error-start
preprocessor/warning-directive.c:1:2: warning: careful
 * check-error-end
 */
