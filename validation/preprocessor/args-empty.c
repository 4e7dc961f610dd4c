#define F(a, b) [a][b]
F(,) F(1,) F(,2)
/*
 * check-name: an empty argument is allowed
 * check-command: sparse -E $file
 *
 * check-output-start

[][] [1][] [][2]
 * check-output-end
 */
