/*
 * check-name: DELETE_CURRENT_PTR visits every entry once and moves no entry to another node
 * check-command: test-ptrlist delete-while-iterating
 *
 * check-output-start
visited: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39
kept: 1 3 5 7 9 11 13 15 17 19 21 23 25 27 29 31 33 35 37 39
size 20, nodes 4
all deleted: size 0, empty 1, nodes 4
 * check-output-end
 */
