#define F(x) [x]
#define G F
G(1)
/*
 * check-name: a function-like name at the end of an expansion takes ( from after it
 * check-command: sparse -E $file
 *
 * check-output-start

[1]
 * check-output-end
 */
