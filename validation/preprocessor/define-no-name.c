#define
#define 1 2
x
/*
 * check-name: define needs an identifier
 * check-command: sparse -E $file
 *
 * check-output-start

x
 * check-output-end
 *
 * check-error-start
preprocessor/define-no-name.c:1:2: error: expected identifier to 'define'
preprocessor/define-no-name.c:2:2: error: expected identifier to 'define'
 * check-error-end
 */
