#define F(a) a
F(1, 2) x
/*
 * check-name: too many arguments is an error
 * check-command: sparse -E $file
 *
 * check-output-start

F x
 * check-output-end
 *
 * check-error-start
preprocessor/args-too-many.c:2:1: error: macro "F" passed 2 arguments, but takes just 1
 * check-error-end
 */
