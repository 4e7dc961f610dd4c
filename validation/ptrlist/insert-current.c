/*
 * check-name: INSERT_CURRENT puts the entry before the current one, not visited
 * check-command: test-ptrlist insert-current
 *
 * check-output-start
visited: 0 1 2 3 4 5 6 7 8 9
list: 100 0 1 102 2 3 104 4 5 106 6 7 108 8 9
size 15
 * check-output-end
 */
