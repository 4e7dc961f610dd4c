#define F (x) x
F(1)
/*
 * check-name: a space before ( makes an object-like macro
 * check-command: sparse -E $file
 *
 * check-output-start

(x) x(1)
 * check-output-end
 */
