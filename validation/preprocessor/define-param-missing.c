#define F(,a) a
F(1)
/*
 * check-name: an empty parameter name is an error
 * check-command: sparse -E $file
 *
 * check-output-start

F(1)
 * check-output-end
 *
 * check-error-start
preprocessor/define-param-missing.c:1:11: error: parameter name missing
 * check-error-end
 */
