#define E(x, ...) x, ## __VA_ARGS__
E(1) E(1,) E(1, 2)
/*
 * check-name: , ## __VA_ARGS__ keeps the comma for an empty argument that is there
 * check-command: sparse -E $file
 *
 * check-output-start

1 1, 1, 2
 * check-output-end
 */
