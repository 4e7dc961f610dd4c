#define V(a, ...) a: __VA_ARGS__
V(1, 2, 3) V(1)
/*
 * check-name: ... takes the rest as __VA_ARGS__
 * check-command: sparse -E $file
 *
 * check-output-start

1: 2, 3 1:
 * check-output-end
 */
