#define F(a b) a
#define G(1) 1
F(1) G(1)
/*
 * check-name: a parameter must be an identifier
 * check-command: sparse -E $file
 *
 * check-output-start

F(1) G(1)
 * check-output-end
 *
 * check-error-start
preprocessor/define-param-bad.c:1:13: error: "b" may not appear in macro parameter list
preprocessor/define-param-bad.c:2:11: error: "1" may not appear in macro parameter list
 * check-error-end
 */
