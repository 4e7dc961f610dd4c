#define F(x) [x]
F; F + 1 int F
/*
 * check-name: a function-like macro name without ( is left alone
 * check-command: sparse -E $file
 *
 * check-output-start

F; F + 1 int F
 * check-output-end
 */
