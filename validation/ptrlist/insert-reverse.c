/*
 * check-name: INSERT_CURRENT in a reverse loop: before the current entry, not visited
 * check-command: test-ptrlist insert-reverse
 *
 * check-output-start
visited: 14 13 12 11 10 9 8 7 6 5 4 3 2 1 0
list: 100 0 101 1 102 2 103 3 104 4 105 5 106 6 107 7 108 8 109 9 110 10 111 11 112 12 113 13 114 14
 * check-output-end
 */
