#define F(a, ...) f(a __VA_OPT__(,) __VA_ARGS__)
F(1) F(1, 2) F(1, 2, 3)
/*
 * check-name: __VA_OPT__ appears only with variadic arguments
 * check-command: sparse -E $file
 *
 * check-output-start

f(1) f(1, 2) f(1, 2, 3)
 * check-output-end
 */
