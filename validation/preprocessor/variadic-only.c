#define V(...) f(__VA_ARGS__)
V() V(1) V(1, 2)
/*
 * check-name: a macro of ... alone
 * check-command: sparse -E $file
 *
 * check-output-start

f() f(1) f(1, 2)
 * check-output-end
 */
