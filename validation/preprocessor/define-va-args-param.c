#define F(__VA_ARGS__) 1
F(1)
/*
 * check-name: __VA_ARGS__ cannot name a parameter
 * check-command: sparse -E $file
 *
 * check-output-start

F(1)
 * check-output-end
 *
 * check-error-start
preprocessor/define-va-args-param.c:1:11: error: __VA_ARGS__ can only appear in the expansion of a C99 variadic macro
 * check-error-end
 */
