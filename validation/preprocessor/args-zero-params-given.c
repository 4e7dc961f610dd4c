#define F() f
F(1)
/*
 * check-name: a macro with no parameters takes no argument
 * check-command: sparse -E $file
 *
 * check-output-start

F
 * check-output-end
 *
 * check-error-start
preprocessor/args-zero-params-given.c:2:1: error: macro "F" passed 1 arguments, but takes just 0
 * check-error-end
 */
