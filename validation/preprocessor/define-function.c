#define F(x, y) x * y
F(1, 2) F((a), b)
/*
 * check-name: a function-like macro takes its arguments
 * check-command: sparse -E $file
 *
 * check-output-start

1 * 2 (a) * b
 * check-output-end
 */
