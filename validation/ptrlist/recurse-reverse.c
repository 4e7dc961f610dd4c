/*
 * check-name: RECURSE_PTR_REVERSE walks back from before the current entry
 * check-command: test-ptrlist recurse-reverse
 *
 * check-output-start
0:
7: 6 5 4
14: 13 12 11
21: 20 19 18
28: 27 26 25
 * check-output-end
 */
