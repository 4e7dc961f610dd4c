/*
 * check-name: every operation takes the NULL (empty) list
 * check-command: test-ptrlist null-list
 *
 * check-output-start
visited 0
size 0, empty 1, multiple 0
first NULL, last NULL, nth NULL
lookup 0, linearize 0
list NULL
 * check-output-end
 */
