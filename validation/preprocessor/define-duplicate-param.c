#define F(a, a) a
F(1)
/*
 * check-name: sparse takes a repeated parameter name
 * check-command: sparse -E $file
 *
 * check-output-start

F
 * check-output-end
 *
 * check-error-start
preprocessor/define-duplicate-param.c:2:1: error: macro "F" requires 2 arguments, but only 1 given
 * check-error-end
 */
