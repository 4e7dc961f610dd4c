#define F(x) x __VA_ARGS__
#define A __VA_ARGS__
F(1) A
/*
 * check-name: __VA_ARGS__ outside a variadic macro is left alone
 * check-command: sparse -E $file
 *
 * check-output-start

1 __VA_ARGS__ __VA_ARGS__
 * check-output-end
 */
