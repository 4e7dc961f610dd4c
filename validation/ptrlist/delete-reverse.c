/*
 * check-name: DELETE_CURRENT_PTR in a reverse loop visits every entry once
 * check-command: test-ptrlist delete-reverse
 *
 * check-output-start
visited: 29 28 27 26 25 24 23 22 21 20 19 18 17 16 15 14 13 12 11 10 9 8 7 6 5 4 3 2 1 0
kept: 1 2 4 5 7 8 10 11 13 14 16 17 19 20 22 23 25 26 28 29
size 20
 * check-output-end
 */
