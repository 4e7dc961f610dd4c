/*
 * check-name: REPLACE_CURRENT_PTR changes the entry, not the loop variable
 * check-command: test-ptrlist replace
 *
 * check-output-start
replaced: 0 101 2 103 4 105 6 107 8 109 10 111 12 113 14 115 16 117 18 119
 * check-output-end
 */
