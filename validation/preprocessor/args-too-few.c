#define F(a, b) a
F(1) x
/*
 * check-name: too few arguments is an error, the name stays
 * check-command: sparse -E $file
 *
 * check-output-start

F x
 * check-output-end
 *
 * check-error-start
preprocessor/args-too-few.c:2:1: error: macro "F" requires 2 arguments, but only 1 given
 * check-error-end
 */
