#define F(a) [a]
#define G(a) [ a ]
F(  1  ) G(1)
/*
 * check-name: an argument takes the spacing of its parameter
 * check-command: sparse -E $file
 *
 * check-output-start

[1] [ 1 ]
 * check-output-end
 */
