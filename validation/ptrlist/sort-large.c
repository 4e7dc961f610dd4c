/*
 * check-name: sort_list sorts 100000 entries stably, random and descending
 * check-command: test-ptrlist sort-large
 * check-timeout: 5
 *
 * check-output-start
random: first key 0, last key 999, nodes 7693
descending: first key 1, last key 100000
 * check-output-end
 */
