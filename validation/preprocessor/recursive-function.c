#define f(x) x + f(x)
f(1)
/*
 * check-name: a function-like macro does not expand inside itself
 * check-command: sparse -E $file
 *
 * check-output-start

1 + f(1)
 * check-output-end
 */
