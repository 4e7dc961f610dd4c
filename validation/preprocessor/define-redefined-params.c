#define F(a) a
#define F(b) b
F(1)
/*
 * check-name: parameter names are part of the definition
 * check-command: sparse -E $file
 *
 * check-output-start

1
 * check-output-end
 *
 * check-error-start
preprocessor/define-redefined-params.c:2:9: warning: preprocessor token F redefined
preprocessor/define-redefined-params.c:1:9: this was the original definition
 * check-error-end
 */
