#define F(a) [a]
F(1
#define Q 2
) Q
/*
 * check-name: a directive inside the arguments is warned about and obeyed
 * check-command: sparse -E $file
 *
 * check-output-start

[1] 2
 * check-output-end
 *
 * check-error-start
preprocessor/args-directive.c:3:1: warning: directive in macro's argument list
 * check-error-end
 */
