#define F(a) a __VA_OPT__(x)
F(1)
/*
 * check-name: __VA_OPT__ is an identifier outside variadic macros
 * check-command: sparse -E $file
 *
 * check-output-start

1 __VA_OPT__(x)
 * check-output-end
 */
