#define F(a
F(1)
/*
 * check-name: a parameter list needs its )
 * check-command: sparse -E $file
 *
 * check-output-start

F(1)
 * check-output-end
 *
 * check-error-start
preprocessor/define-missing-paren.c:1:11: error: missing ')' in macro parameter list
 * check-error-end
 */
