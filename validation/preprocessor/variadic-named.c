#define V(fmt, args...) p(fmt, args)
V(1, 2, 3)
/*
 * check-name: GNU's named variadic parameter args...
 * check-command: sparse -E $file
 *
 * check-output-start

p(1, 2, 3)
 * check-output-end
 */
