/*
 * check-name: linearize_ptr_list copies at most max entries into an array
 * check-command: test-ptrlist linearize
 *
 * check-output-start
copied 30: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29
copied 3: first 0, last 2
copied 0 from none
 * check-output-end
 */
