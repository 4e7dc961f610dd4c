#error this is  bad
x
/*
 * check-name: #error prints its line
 * check-command: sparse -E $file
 *
 * check-output-start

x
 * check-output-end
 *
 * check-error-start
preprocessor/error-directive.c:1:2: error: this is bad
 * check-error-end
 */
