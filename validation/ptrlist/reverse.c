/*
 * check-name: FOR_EACH_PTR_REVERSE walks from the last entry to the first
 * check-command: test-ptrlist reverse
 *
 * check-output-start
reverse: 29 28 27 26 25 24 23 22 21 20 19 18 17 16 15 14 13 12 11 10 9 8 7 6 5 4 3 2 1 0
 * check-output-end
 */
