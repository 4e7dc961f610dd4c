/*
 * check-name: loops over the same list nest, with break in the inner one
 * check-command: test-ptrlist nested
 *
 * check-output-start
0: 0 1
1: 0 1 2
2: 0 1 2 3
3: 0 1 2 3
pairs 13
pairs 900
 * check-output-end
 */
