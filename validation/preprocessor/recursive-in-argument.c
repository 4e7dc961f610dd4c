#define f(x) [x]
f(f(1))
/*
 * check-name: an argument may use the macro itself
 * check-command: sparse -E $file
 *
 * check-output-start

[[1]]
 * check-output-end
 */
