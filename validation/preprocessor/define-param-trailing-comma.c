#define F(a,) a
F(1)
/*
 * check-name: a parameter list cannot end with a comma
 * check-command: sparse -E $file
 *
 * check-output-start

F(1)
 * check-output-end
 *
 * check-error-start
preprocessor/define-param-trailing-comma.c:1:13: error: ")" may not appear in macro parameter list
 * check-error-end
 */
