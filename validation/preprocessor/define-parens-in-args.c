#define F(a, b) [a|b]
F((1, 2), 3) F(f(x, y), [z, w])
/*
 * check-name: commas inside parentheses do not split arguments
 * check-command: sparse -E $file
 *
 * check-output-start

[(1, 2)|3] F
 * check-output-end
 *
 * check-error-start
preprocessor/define-parens-in-args.c:2:14: error: macro "F" passed 3 arguments, but takes just 2
 * check-error-end
 */
