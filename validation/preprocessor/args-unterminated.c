#define F(a) a
F(1
/*
 * check-name: an argument list cut by the end of file
 * check-command: sparse -E $file
 *
 * check-output-start

F
 * check-output-end
 *
 * check-error-start
preprocessor/args-unterminated.c:2:1: error: macro "F" passed 1 arguments, but takes just 1
 * check-error-end
 */
