/*
 * check-name: a forward loop visits entries appended while it runs
 * check-command: test-ptrlist append-while-iterating
 *
 * check-output-start
visited: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30
size 31
 * check-output-end
 */
