/*
 * check-name: break leaves the whole loop, continue goes to the next entry
 * check-command: test-ptrlist break-continue
 *
 * check-output-start
until 5: 0 1 2 3 4
odd: 1 3 5 7 9 11 13 15 17 19 21 23 25 27 29
back until 20: 29 28 27 26 25 24 23 22 21
 * check-output-end
 */
